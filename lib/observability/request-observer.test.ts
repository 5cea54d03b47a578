import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureLog } from '@/lib/test/log-lines';
import { letLoopbackThrough } from '@/lib/test/upstream-server';
import { siteMetrics } from './metrics';
import { currentRequest } from './request-context';
import { observeServerRequests, pageCacheOutcome, requestIdOf } from './request-observer';

const metrics = siteMetrics();
let origin: string;
let server: http.Server;

/** What the handler saw of its request's context. */
const seen: Array<ReturnType<typeof currentRequest>> = [];

beforeAll(async () => {
  observeServerRequests({
    routeOf: (pathname) => (pathname.startsWith('/en/news-details/') ? '/[locale]/news-details/[id]' : 'other'),
    metrics,
    logRequests: true,
  });
  server = http.createServer(async (request, response) => {
    // Later in the request's own asynchronous work, as a render is.
    await new Promise((resolve) => setTimeout(resolve, 5));
    seen.push(currentRequest());
    if (request.url === '/en/news-details/cut') return response.destroy();
    if (request.url?.startsWith('/en/news-details/')) response.setHeader('x-nextjs-cache', 'HIT');
    response.statusCode = request.url?.startsWith('/missing') ? 404 : 200;
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());
beforeEach(letLoopbackThrough);

const counted = async (labels: Partial<Record<'route' | 'method' | 'status', string>>) =>
  (await metrics.requests.get()).values.find(
    (value) =>
      value.metricName === 'site_http_request_duration_seconds_count' &&
      Object.entries(labels).every(([name, label]) => value.labels[name as keyof typeof labels] === label),
  )?.value ?? 0;

describe('observeServerRequests', () => {
  it("takes the proxy's well-formed id, answers with it, and gives it to the request's work and its log line", async () => {
    const log = captureLog();
    const id = '4f1c2b9e8a7d6c5b4a39281706f5e4d3';
    const response = await fetch(`${origin}/en/news-details/7`, { headers: { 'X-Request-Id': id } });
    expect(response.headers.get('x-request-id')).toBe(id);
    expect(seen.at(-1)).toEqual({ requestId: id, route: '/[locale]/news-details/[id]' });
    await expect.poll(() => log.events('request')).toHaveLength(1);
    expect(log.events('request')[0]).toMatchObject({
      level: 'info',
      requestId: id,
      route: '/[locale]/news-details/[id]',
      method: 'GET',
      path: '/en/news-details/7',
      status: 200,
      durationMs: expect.any(Number),
      time: expect.any(String),
    });
  });

  it('makes an id where there is none, or a malformed one, and never logs what a stranger sent', async () => {
    const log = captureLog();
    for (const header of [undefined, 'short', 'has spaces and "quotes" in it', 'x'.repeat(200)]) {
      const response = await fetch(`${origin}/missing`, { headers: header ? { 'X-Request-Id': header } : {} });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    }
    await expect.poll(() => log.events('request')).toHaveLength(4);
    expect(log.written.join('\n')).not.toContain('quotes');
    expect(new Set(log.events('request').map((line) => line.requestId)).size).toBe(4);
  });

  it('counts each answer once by route pattern, method and status, and how the page cache met it', async () => {
    captureLog();
    const before = await counted({ route: '/[locale]/news-details/[id]', status: '200' });
    const missing = await counted({ route: 'other', status: '404' });
    const hits = (await metrics.pageCacheRequests.get()).values.find(
      (value) => value.labels.route === '/[locale]/news-details/[id]' && value.labels.outcome === 'hit',
    )?.value;
    await fetch(`${origin}/en/news-details/8`);
    await fetch(`${origin}/missing?page=2`);
    await expect.poll(() => counted({ route: '/[locale]/news-details/[id]', status: '200' })).toBe(before + 1);
    await expect.poll(() => counted({ route: 'other', status: '404', method: 'GET' })).toBe(missing + 1);
    const hitsAfter = (await metrics.pageCacheRequests.get()).values.find(
      (value) => value.labels.route === '/[locale]/news-details/[id]' && value.labels.outcome === 'hit',
    )?.value;
    expect(hitsAfter).toBe((hits ?? 0) + 1);
  });

  it('counts an answer cut off before its end as 499, as nginx does', async () => {
    const log = captureLog();
    await expect(fetch(`${origin}/en/news-details/cut`)).rejects.toThrow();
    await expect.poll(() => log.events('request')).toHaveLength(1);
    expect(log.events('request')[0]).toMatchObject({ status: 499 });
  });
});

describe('requestIdOf', () => {
  it("keeps nginx's id and other well-formed ones, and makes 32 hex digits otherwise", () => {
    expect(requestIdOf('4f1c2b9e8a7d6c5b4a39281706f5e4d3')).toBe('4f1c2b9e8a7d6c5b4a39281706f5e4d3');
    expect(requestIdOf('req-2026.11.27:0001')).toBe('req-2026.11.27:0001');
    expect(requestIdOf(['a', 'b'])).toMatch(/^[0-9a-f]{32}$/);
    expect(requestIdOf('line\nbreak-and-more')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('pageCacheOutcome', () => {
  it("reads Next's header, and nothing from a page the cache does not keep", () => {
    expect(pageCacheOutcome('HIT')).toBe('hit');
    expect(pageCacheOutcome('STALE')).toBe('stale');
    expect(pageCacheOutcome('MISS')).toBe('miss');
    expect(pageCacheOutcome('REVALIDATED')).toBe('miss');
    expect(pageCacheOutcome(undefined)).toBeUndefined();
  });
});
