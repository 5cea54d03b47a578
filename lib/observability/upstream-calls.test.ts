import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureLog } from '@/lib/test/log-lines';
import { letLoopbackThrough } from '@/lib/test/upstream-server';
import { siteMetrics } from './metrics';
import { requestContexts } from './request-context';
import { observeUpstreamCalls, outcomeOf, upstreamApiOf } from './upstream-calls';

const metrics = siteMetrics();
let origin: string;
let upstream: http.Server;
/** The request id each request reached the upstream with. */
const received: Array<string | undefined> = [];

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    received.push(request.headers['x-request-id'] as string | undefined);
    if (request.url?.includes('/hang')) return;
    const status = request.url?.includes('/missing') ? 404 : request.url?.includes('/broken') ? 500 : 200;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end('{}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  observeUpstreamCalls(upstreamApiOf({ provider: `${origin}/provider`, content: `${origin}/content/` }), metrics);
});

afterAll(() => {
  upstream.closeAllConnections();
  upstream.close();
});
beforeEach(letLoopbackThrough);

const calls = async (api: string, outcome: string) =>
  (await metrics.upstream.get()).values.find(
    (value) =>
      value.metricName === 'site_upstream_request_duration_seconds_count' &&
      value.labels.api === api &&
      value.labels.outcome === outcome,
  )?.value ?? 0;

/** Fetches as the data layer does, while serving the request `requestId`. */
const fetchFor = (requestId: string, url: string, timeout = 5000) =>
  requestContexts.run({ requestId, route: '/[locale]/news' }, () =>
    fetch(url, { signal: AbortSignal.timeout(timeout) }).then((response) => response.text()),
  );

describe('observeUpstreamCalls', () => {
  it("sends the page request's id to the upstream, and counts and logs the call under it", async () => {
    const log = captureLog();
    const before = await calls('provider', 'ok');
    await fetchFor('a1b2c3d4e5f60718293a4b5c6d7e8f90', `${origin}/provider/en/api/news?limit=3`);
    expect(received.at(-1)).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    await expect.poll(() => calls('provider', 'ok')).toBe(before + 1);
    expect(log.events('upstream_request')).toEqual([
      expect.objectContaining({
        level: 'info',
        requestId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
        route: '/[locale]/news',
        api: 'provider',
        method: 'GET',
        path: '/provider/en/api/news?limit=3',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
  });

  it('tells the outcomes apart: not found, an error status, no answer', async () => {
    const log = captureLog();
    const [missing, broken, silent] = [
      await calls('content', 'not_found'),
      await calls('content', 'http_error'),
      await calls('content', 'no_answer'),
    ];
    await fetchFor('id-of-missing', `${origin}/content/missing`);
    await fetchFor('id-of-broken', `${origin}/content/broken`);
    await expect(fetchFor('id-of-silent', `${origin}/content/hang`, 300)).rejects.toThrow();
    await expect.poll(() => calls('content', 'no_answer')).toBe(silent + 1);
    expect(await calls('content', 'not_found')).toBe(missing + 1);
    expect(await calls('content', 'http_error')).toBe(broken + 1);
    expect(log.events('upstream_request').map((line) => [line.requestId, line.level, line.status])).toEqual([
      ['id-of-missing', 'info', 404],
      ['id-of-broken', 'warn', 500],
      ['id-of-silent', 'warn', undefined],
    ]);
  });

  it('leaves other hosts and paths alone: nothing counted, no id sent', async () => {
    const log = captureLog();
    await fetchFor('id-of-media', `${origin}/media/picture.jpg`);
    expect(received.at(-1)).toBeUndefined();
    expect(log.events('upstream_request')).toEqual([]);
  });
});

describe('upstreamApiOf', () => {
  it('names the API by its base, where both share a host', () => {
    const apiOf = upstreamApiOf({ content: 'https://api.example.tm', provider: 'https://api.example.tm/provider' });
    expect(apiOf('https://api.example.tm/provider/en/api/news')).toBe('provider');
    expect(apiOf('https://api.example.tm/news/?lang=tk')).toBe('content');
    expect(apiOf('https://api.example.tm.evil.test/news')).toBeUndefined();
    expect(apiOf('https://media.example.tm/news/1.jpg')).toBeUndefined();
  });
});

describe('outcomeOf', () => {
  it('reads a status, or its absence', () => {
    expect([200, 204, 404, 401, 503, undefined].map(outcomeOf)).toEqual([
      'ok',
      'ok',
      'not_found',
      'http_error',
      'http_error',
      'no_answer',
    ]);
  });
});
