import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, propagation, trace } from '@opentelemetry/api';
import { ExportResultCode } from '@opentelemetry/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPAN_KIND, startOtlpReceiver, type OtlpReceiver } from '@/e2e/otlp-receiver';
import { letLoopbackThrough } from '@/lib/test/upstream-server';
import { DEFAULT_SERVICE_NAME, exportStateReporter, startTracing } from './tracing';

describe('exportStateReporter', () => {
  it('writes one line when exports start failing and one when they succeed again', () => {
    const write = vi.fn();
    const report = exportStateReporter('http://collector:4318', write);
    const failed = { code: ExportResultCode.FAILED, error: new Error('connect ECONNREFUSED') };
    const succeeded = { code: ExportResultCode.SUCCESS };

    report(succeeded);
    expect(write).not.toHaveBeenCalled();
    for (let batch = 0; batch < 5; batch += 1) report(failed);
    expect(write.mock.calls).toEqual([
      ['warn', 'traces_export_failing', { collector: 'http://collector:4318', message: 'connect ECONNREFUSED' }],
    ]);
    report(succeeded);
    report(succeeded);
    expect(write.mock.calls.slice(1)).toEqual([
      ['info', 'traces_export_resumed', { collector: 'http://collector:4318' }],
    ]);
  });
});

describe('startTracing', () => {
  let receiver: OtlpReceiver;
  let upstream: ReturnType<typeof createServer>;
  let upstreamUrl: string;
  const traceparents: (string | undefined)[] = [];

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    upstream = createServer((incoming, outgoing) => {
      traceparents.push(incoming.headers.traceparent as string | undefined);
      outgoing.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    await new Promise<void>((listening) => upstream.listen(0, '127.0.0.1', listening));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    trace.disable();
    context.disable();
    propagation.disable();
    await receiver.close();
    await new Promise((closed) => upstream.close(closed));
  });

  it("sends a fetch's client span, a child of the active span, and its traceparent to the upstream", async () => {
    letLoopbackThrough();
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', receiver.url);
    vi.stubEnv('OTEL_SERVICE_NAME', '');
    const written = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const provider = startTracing();
    expect(startTracing()).toBe(provider);
    expect(written.mock.calls.map(([line]) => JSON.parse(String(line)) as unknown)).toEqual([
      expect.objectContaining({ event: 'traces_started', collector: receiver.url, service: DEFAULT_SERVICE_NAME }),
    ]);

    const page = await trace.getTracer('test').startActiveSpan('GET /[locale]/news-details/[id]', async (span) => {
      await (await fetch(`${upstreamUrl}/content/api/v1/news/7/`)).text();
      span.end();
      return span.spanContext();
    });
    await provider.forceFlush();

    const spans = receiver.spans();
    const call = spans.find((span) => span.scope === '@opentelemetry/instrumentation-undici');
    expect(call).toMatchObject({
      traceId: page.traceId,
      parentSpanId: page.spanId,
      kind: SPAN_KIND.client,
      service: DEFAULT_SERVICE_NAME,
      attributes: expect.objectContaining({ 'url.full': `${upstreamUrl}/content/api/v1/news/7/` }),
    });
    expect(traceparents).toEqual([`00-${page.traceId}-${call!.spanId}-01`]);
  });
});
