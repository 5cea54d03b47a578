import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/*
 * A collector's OTLP/HTTP trace endpoint, reduced to what a test or the bench reads: it keeps every
 * span sent to POST /v1/traces. It reads OTLP's JSON encoding, which the site's exporter
 * (@opentelemetry/exporter-trace-otlp-http) sends; protobuf is refused with 415, as a collector
 * refuses an encoding it does not take.
 */

/** OTLP's span kinds (SpanKind in trace.proto). */
export const SPAN_KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** Absent for the root of a trace. */
  parentSpanId?: string;
  name: string;
  kind: number;
  /** The instrumentation that made it: `next.js`, `@opentelemetry/instrumentation-undici`. */
  scope: string;
  /** The resource's `service.name`. */
  service: string;
  attributes: Record<string, unknown>;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
}

export interface OtlpReceiver {
  /** The collector's base address, as OTEL_EXPORTER_OTLP_ENDPOINT takes it. */
  url: string;
  /** Every span received so far, in the order received. */
  spans(): ReceivedSpan[];
  /** How many export requests arrived. */
  exports(): number;
  close(): Promise<void>;
}

interface OtlpKeyValue {
  key: string;
  value?: OtlpAnyValue;
}

interface OtlpAnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: string | number;
  doubleValue?: number;
  arrayValue?: { values?: OtlpAnyValue[] };
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpKeyValue[];
  startTimeUnixNano: string;
  endTimeUnixNano: string;
}

interface ExportTraceServiceRequest {
  resourceSpans?: {
    resource?: { attributes?: OtlpKeyValue[] };
    scopeSpans?: { scope?: { name?: string }; spans?: OtlpSpan[] }[];
  }[];
}

function valueOf(value: OtlpAnyValue | undefined): unknown {
  if (!value) return undefined;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf);
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue ?? value.doubleValue;
}

function attributesOf(list: OtlpKeyValue[] | undefined): Record<string, unknown> {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, valueOf(value)]));
}

/** The spans of one export request, flattened. */
export function spansOf(request: ExportTraceServiceRequest): ReceivedSpan[] {
  return (request.resourceSpans ?? []).flatMap(({ resource, scopeSpans }) => {
    const service = String(attributesOf(resource?.attributes)['service.name'] ?? '');
    return (scopeSpans ?? []).flatMap(({ scope, spans }) =>
      (spans ?? []).map(({ parentSpanId, attributes, ...span }) => ({
        ...span,
        // The JSON encoding writes an empty id where the span has no parent.
        ...(parentSpanId ? { parentSpanId } : {}),
        scope: scope?.name ?? '',
        service,
        attributes: attributesOf(attributes),
      })),
    );
  });
}

async function bodyOf(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return incoming.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/** Listens on loopback; port 0 picks a free one. Closing it and starting it again on its port stands for a collector's outage. */
export function startOtlpReceiver(port = 0): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  let exportCount = 0;
  const server = createServer((incoming, outgoing) => {
    if (incoming.method !== 'POST' || incoming.url !== '/v1/traces') {
      outgoing.writeHead(404).end();
      return;
    }
    if (!incoming.headers['content-type']?.startsWith('application/json')) {
      outgoing.writeHead(415).end();
      return;
    }
    bodyOf(incoming)
      .then((body) => spansOf(JSON.parse(body.toString('utf8')) as ExportTraceServiceRequest))
      .then(
        (spans) => {
          received.push(...spans);
          exportCount += 1;
          outgoing.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
        },
        () => outgoing.writeHead(400).end(),
      );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}`,
        spans: () => [...received],
        exports: () => exportCount,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // The exporter keeps its connection alive, which would hold close() open.
            server.closeAllConnections();
          }),
      });
    });
  });
}
