/*
 * Traces over OTLP/HTTP, started by instrumentation.ts only where OTEL_EXPORTER_OTLP_ENDPOINT names
 * a collector (docs/operating.md: Traces). Next makes the span of each request itself, a child of
 * the `traceparent` nginx sends, once a tracer provider and a propagator are registered; this adds
 * a client span for each request that leaves for an upstream, with its `traceparent`. No
 * `server-only` and no `@/` imports, as the other files instrumentation.ts loads.
 */
import { ExportResultCode, W3CTraceContextPropagator, type ExportResult } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import {
  defaultResource,
  detectResources,
  envDetector,
  hostDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import { processWide } from '../cache/process-wide.ts';
import { log, type LogFields, type LogLevel } from './log.ts';

/** The service's name where OTEL_SERVICE_NAME gives none. */
export const DEFAULT_SERVICE_NAME = 'education-info-centre-site';

/** Only the origin: a collector's address may carry a credential in its path or user part. */
function originOf(address: string | undefined): string | undefined {
  try {
    return address ? new URL(address).origin : undefined;
  } catch {
    return address === undefined ? undefined : 'unreadable';
  }
}

/**
 * Writes one line when exports start failing and one when they succeed again: a collector away
 * for an hour costs two lines, not one for each batch the processor drops meanwhile.
 */
export function exportStateReporter(
  collector: string | undefined,
  write: (level: LogLevel, event: string, fields: LogFields) => void = (level, event, fields) =>
    log(level, event, fields, undefined),
): (result: ExportResult) => void {
  let failing = false;
  return (result) => {
    const failed = result.code !== ExportResultCode.SUCCESS;
    if (failed === failing) return;
    failing = failed;
    if (failed) write('warn', 'traces_export_failing', { collector, message: result.error?.message ?? 'unknown' });
    else write('info', 'traces_export_resumed', { collector });
  };
}

/** The exporter, each batch's result told to `report` on its way back to the processor. */
export function reportingExporter(exporter: SpanExporter, report: (result: ExportResult) => void): SpanExporter {
  return {
    export(spans, done) {
      exporter.export(spans, (result) => {
        report(result);
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

/**
 * Registers the tracer provider, the W3C trace-context propagator and the AsyncLocalStorage
 * context manager (NodeTracerProvider's default) with `@opentelemetry/api`, the one copy Next
 * reads too, and watches undici's diagnostics channels for the requests Node's `fetch` sends. Those
 * are below Next's data cache: an answer the cache gives makes no client span, and the
 * `traceparent` added there is no part of the cache's key. Sampling (OTEL_TRACES_SAMPLER, by default
 * parentbased_always_on), batching (OTEL_BSP_*) and the collector's address, headers and time-out
 * (OTEL_EXPORTER_OTLP_*) follow OpenTelemetry's variables. Once per process.
 */
export function startTracing(): NodeTracerProvider {
  return processWide('tracing', () => {
    const env = process.env;
    const collector = originOf(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT);
    const resource = defaultResource()
      .merge(resourceFromAttributes({ 'service.name': DEFAULT_SERVICE_NAME }))
      // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win; the host tells instances apart.
      .merge(detectResources({ detectors: [envDetector, hostDetector] }));
    const provider = new NodeTracerProvider({
      resource,
      // Spans wait in a bounded queue and leave in the background: a slow or absent collector
      // never holds up an answer, and what overflows the queue is dropped.
      spanProcessors: [
        new BatchSpanProcessor(reportingExporter(new OTLPTraceExporter(), exportStateReporter(collector))),
      ],
    });
    // Trace context only, no baggage: a visitor's `baggage` header is not passed on to the upstreams.
    provider.register({ propagator: new W3CTraceContextPropagator() });
    registerInstrumentations({ tracerProvider: provider, instrumentations: [new UndiciInstrumentation()] });
    log('info', 'traces_started', { collector, service: env.OTEL_SERVICE_NAME || DEFAULT_SERVICE_NAME }, undefined);
    return provider;
  });
}
