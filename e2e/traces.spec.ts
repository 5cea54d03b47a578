import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { LoggedRequest } from '../demo-upstream/request-log';
import { startDemoUpstream, type DemoUpstream } from '../demo-upstream/server';
import { SPAN_KIND, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver';
import { logged, startSite, stop, untilLive, type Started } from './processes';
import { DEMO_ORIGIN, DEMO_PORTS, E2E_DIST_DIR, E2E_TOKEN, SITE_PORTS, siteDistDir, siteEnvironment } from './servers';
import { demoContent, itemsByName, type DemoList, type DemoNews } from './support';

/*
 * Traces (docs/operating.md: Traces): a site of this file's own sends them over OTLP/HTTP to a
 * collector the file runs, and another, with no collector named, sends none. Both read a demo
 * upstream of their own, whose request log keeps the `traceparent` each call came with, and a copy
 * of the tests' build, so that every page asked for here is made now, with its upstream calls.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const TRACED = `http://localhost:${SITE_PORTS.traces}`;
const UNTRACED = `http://localhost:${SITE_PORTS.untraced}`;
const DIST_DIR = siteDistDir('traces');
const SERVICE = 'site-under-test';
/** Long, so that a collector that never answers would show in a page's time if a page waited for it. */
const EXPORT_TIMEOUT_MS = 3_000;

const NEXT = 'next.js';
const UNDICI = '@opentelemetry/instrumentation-undici';

let demo: DemoUpstream;
let collector: OtlpReceiver | undefined;
let site: Started;
/** The stories whose pages the tests make, each first made by the test named (e2e/support.ts, itemsByName). */
const STORIES = [
  'traced through',
  'untraced',
  'made while the collector is silent',
  'made while it still is',
  'made after its return',
] as const;
let news: Record<(typeof STORIES)[number], DemoNews>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DIST_DIR, { recursive: true, force: true });
  // The build without the standalone server and the caches of other sites' pages and answers.
  const left = new Set(['standalone', 'cache'].map((folder) => path.join(E2E_DIST_DIR, folder)));
  cpSync(E2E_DIST_DIR, DIST_DIR, { recursive: true, filter: (source) => !left.has(source) });
  news = itemsByName(
    (await demoContent<DemoList<DemoNews>>(`/news/?limit=${STORIES.length}&offset=0`, 'en')).results,
    STORIES,
  );
  demo = await startDemoUpstream({
    port: DEMO_PORTS.traces,
    token: E2E_TOKEN,
    mediaBaseUrl: DEMO_ORIGIN,
    faultControl: true,
  });
  collector = await startOtlpReceiver(SITE_PORTS.otlpCollector);
  site = startSite(SITE_PORTS.traces, {
    ...siteEnvironment(demo.url, 60),
    NEXT_DIST_DIR: DIST_DIR,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_SERVICE_NAME: SERVICE,
    // Batches leave at once and give up soon: the test need not wait out the defaults (5 s, 10 s).
    OTEL_BSP_SCHEDULE_DELAY: '100',
    OTEL_EXPORTER_OTLP_TIMEOUT: String(EXPORT_TIMEOUT_MS),
  });
  await untilLive(TRACED, 90_000);
});

test.afterAll(async () => {
  await stop(site);
  await collector?.close();
  await demo?.close();
  rmSync(DIST_DIR, { recursive: true, force: true });
});

/** A W3C trace context as nginx sends it: a new trace id, the proxy's span id, sampled. */
function incomingContext() {
  const traceId = randomBytes(16).toString('hex');
  const parentId = randomBytes(8).toString('hex');
  return { traceId, parentId, traceparent: `00-${traceId}-${parentId}-01` };
}

async function requestLog(request: APIRequestContext): Promise<LoggedRequest[]> {
  return ((await (await request.get(`${demo.url}/__demo/requests`)).json()) as { requests: LoggedRequest[] }).requests;
}

/** A news story's page, asked for as nginx passes a request on. */
async function getStory(request: APIRequestContext, origin: string, story: DemoNews, traceparent: string) {
  const started = performance.now();
  const response = await request.get(`${origin}/en/news-details/${story.id}`, { headers: { traceparent } });
  expect(response.status()).toBe(200);
  return performance.now() - started;
}

/** The path from a span up to the root of its trace, by span id, as far as the spans received go. */
function ancestry(span: ReceivedSpan, spans: ReceivedSpan[]): string[] {
  const byId = new Map(spans.map((each) => [each.spanId, each]));
  const chain = [span.spanId];
  for (let parent = span.parentSpanId; parent; parent = byId.get(parent)?.parentSpanId) chain.push(parent);
  return chain;
}

test("a page's request is one trace, from nginx's traceparent through the route's span to each upstream call", async ({
  request,
}) => {
  const story = news['traced through'];
  const { traceId, parentId, traceparent } = incomingContext();
  await getStory(request, TRACED, story, traceparent);

  // Every upstream call made for the page came with the trace's id.
  const calls = (await requestLog(request)).filter((call) => call.traceparent?.includes(traceId));
  expect(calls.map((call) => call.path)).toContainEqual(expect.stringContaining(`/news/${story.id}`));

  // Spans are sent as they end, the request's own last: wait for it and one client span a call.
  const spansOf = () => collector!.spans().filter((span) => span.traceId === traceId);
  await expect
    .poll(() => {
      const spans = spansOf();
      return [
        spans.some((span) => span.parentSpanId === parentId),
        spans.filter((span) => span.scope === UNDICI).length,
      ];
    })
    .toEqual([true, calls.length]);
  const spans = spansOf();

  // The request's span continues nginx's: named by its route, the one child of nginx's span.
  const roots = spans.filter((span) => span.parentSpanId === parentId);
  expect(roots).toHaveLength(1);
  const root = roots[0]!;
  expect(root).toMatchObject({
    name: 'GET /[locale]/news-details/[id]',
    kind: SPAN_KIND.server,
    scope: NEXT,
    service: SERVICE,
    attributes: expect.objectContaining({ 'http.route': '/[locale]/news-details/[id]', 'http.status_code': 200 }),
  });
  // Every span of the trace hangs from it.
  for (const span of spans) expect(ancestry(span, spans), span.name).toEqual(expect.arrayContaining([root.spanId]));

  // One client span for each call the upstream received, whose `traceparent` names that very span.
  const clientSpans = spans.filter((span) => span.scope === UNDICI);
  for (const span of clientSpans) {
    expect(span).toMatchObject({ kind: SPAN_KIND.client, name: 'GET' });
    expect(String(span.attributes['url.full'])).toMatch(new RegExp(`^${demo.url}/`));
  }
  expect(calls.map((call) => call.traceparent).sort()).toEqual(
    clientSpans.map((span) => `00-${traceId}-${span.spanId}-01`).sort(),
  );
  expect(calls.map((call) => call.path).sort()).toEqual(
    clientSpans
      .map((span) => new URL(String(span.attributes['url.full'])).pathname + span.attributes['url.query'])
      .sort(),
  );
});

test('with no collector named, no tracing starts: the upstream gets no trace context', async ({ request }) => {
  const untraced = startSite(SITE_PORTS.untraced, {
    ...siteEnvironment(demo.url, 60),
    NEXT_DIST_DIR: DIST_DIR,
    OTEL_EXPORTER_OTLP_ENDPOINT: '',
  });
  try {
    await untilLive(UNTRACED, 90_000);
    const story = news['untraced'];
    await getStory(request, UNTRACED, story, incomingContext().traceparent);
    const calls = (await requestLog(request)).filter((call) => call.path.includes(`/news/${story.id}`));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.map((call) => call.traceparent)).toEqual(calls.map(() => null));
    expect(logged(untraced, 'traces_started')).toBe(0);
    expect(logged(site, 'traces_started')).toBe(1);
  } finally {
    await stop(untraced);
  }
});

test('a collector that does not answer slows no page and breaks none; its outage is one log line, and its return another', async ({
  request,
}) => {
  const port = SITE_PORTS.otlpCollector;
  await collector!.close();
  collector = undefined;
  // Takes each export's connection and never answers: the exporter waits out its time-out, then gives up.
  const connections: Socket[] = [];
  let givenUp = 0;
  const silent: Server = createTcpServer((socket) => {
    connections.push(socket);
    // Read and dropped, so that the exporter's giving up (its end of the connection) is seen.
    socket.resume();
    socket.on('error', () => {});
    socket.on('close', () => (givenUp += 1));
  });
  await new Promise<void>((listening) => silent.listen(port, '127.0.0.1', listening));
  try {
    // A page made now, with its upstream calls, and one from the page cache: quick, unless it waited.
    await getStory(request, TRACED, news['made while the collector is silent'], incomingContext().traceparent);
    expect(await getStory(request, TRACED, news['traced through'], incomingContext().traceparent)).toBeLessThan(
      EXPORT_TIMEOUT_MS / 2,
    );
    await expect.poll(() => logged(site, 'traces_export_failing'), { timeout: 20_000 }).toBe(1);
    // Another batch, which fails too.
    const before = givenUp;
    await getStory(request, TRACED, news['made while it still is'], incomingContext().traceparent);
    await expect.poll(() => givenUp, { timeout: 20_000 }).toBeGreaterThan(before);
  } finally {
    for (const socket of connections) socket.destroy();
    await new Promise((closed) => silent.close(closed));
  }

  collector = await startOtlpReceiver(port);
  const { traceId, traceparent } = incomingContext();
  await getStory(request, TRACED, news['made after its return'], traceparent);
  await expect.poll(() => collector!.spans().some((span) => span.traceId === traceId), { timeout: 20_000 }).toBe(true);
  // Batches leave one after another: every failure before this success has been told of.
  await expect.poll(() => logged(site, 'traces_export_resumed')).toBe(1);
  expect(logged(site, 'traces_export_failing')).toBe(1);
  expect(site.output.filter((line) => /unhandled|uncaught/i.test(line))).toEqual([]);
});
