import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { http as mock, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@/lib/test/free-port';
import { upstreamServer } from '@/lib/test/upstream-server';
import { findNginx, startSiteProxy, type SiteProxy } from '@/scripts/site-proxy';
import { expectLimited, inParallel } from './limit-answers';

/*
 * site.conf as it is, in Debian's nginx, in front of a stand-in instance that answers as the
 * site's do and notes what nginx sent it: the request id and trace context nginx makes, the id on
 * answers from its cache, the JSON access log, and the limit on visitors' page-load beacons.
 */

const REQUEST_ID = /^[0-9a-f]{32}$/;

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

let received: Received[] = [];
let instance: http.Server;
let instanceAddress: string;
let proxy: SiteProxy;
let staticRoot: string;

/** Loopback requests reach nginx and the stand-in, not the in-process upstream of the unit tests. */
const letLoopbackThrough = () => upstreamServer.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));

beforeAll(async () => {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: scripts/ensure-system-packages.sh installs it');
  instance = http.createServer((request, response) => {
    received.push({ method: request.method!, url: request.url!, headers: request.headers });
    request.resume();
    // As the site does: the id it was given, in its answer.
    response.setHeader('X-Request-Id', String(request.headers['x-request-id']));
    if (request.url === '/api/vitals') {
      response.writeHead(204).end();
    } else if (request.url === '/en/news') {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=60' }).end('<h1>News</h1>');
    } else {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' }).end('<h1>Page</h1>');
    }
  });
  instance.listen(0, '127.0.0.1');
  await once(instance, 'listening');
  instanceAddress = `127.0.0.1:${(instance.address() as AddressInfo).port}`;
  staticRoot = mkdtempSync(path.join(os.tmpdir(), 'site-static-'));
  mkdirSync(path.join(staticRoot, '_next', 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(staticRoot, '_next', 'static', 'chunks', 'app.js'), 'export {};\n');
  const port = await freePort();
  letLoopbackThrough();
  proxy = await startSiteProxy(port, [instanceAddress], { nginx, staticRoot });
});

afterAll(async () => {
  await proxy?.stop();
  instance?.close();
  if (staticRoot) rmSync(staticRoot, { recursive: true, force: true });
});

beforeEach(() => {
  received = [];
  letLoopbackThrough();
});

/** The access log's lines so far, each parsed: every line must be JSON. */
const accessLog = () =>
  readFileSync(proxy.accessLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('deploy/nginx/site.conf', () => {
  it("sends each request nginx's own id, never a client's, and a trace context whose trace id is that id", async () => {
    const response = await fetch(`${proxy.url}/en/about`, {
      headers: {
        'X-Request-Id': 'chosen-by-a-client-0001',
        traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
        tracestate: 'vendor=theirs',
      },
    });
    expect(response.status).toBe(200);
    const [{ headers }] = received as [Received];
    const id = String(headers['x-request-id']);
    expect(id).toMatch(REQUEST_ID);
    expect(headers.traceparent).toBe(`00-${id}-${id.slice(16)}-01`);
    expect(headers.tracestate).toBeUndefined();
    // Once, nginx's: the instance's copy of the header is not passed on beside it.
    expect(response.headers.get('x-request-id')).toBe(id);
  });

  it('gives every request an id of its own, and names it in an answer from the cache', async () => {
    const first = await fetch(`${proxy.url}/en/news`);
    const second = await fetch(`${proxy.url}/en/news`);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(received).toHaveLength(1);
    expect(first.headers.get('x-request-id')).toBe(received[0]!.headers['x-request-id']);
    // The stored answer carries the first request's id; the second is answered with its own.
    expect(second.headers.get('x-request-id')).toMatch(REQUEST_ID);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('keeps the headers of the locations that add their own, and adds the id there too', async () => {
    const file = await fetch(`${proxy.url}/_next/static/chunks/app.js`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('x-request-id')).toMatch(REQUEST_ID);
    const health = await fetch(`${proxy.url}/nginx-health`);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.headers.get('x-request-id')).toMatch(REQUEST_ID);
    // Not published: asked of the instances, through the server's headers.
    const unpublished = await fetch(`${proxy.url}/_next/static/chunks/other.js`);
    expect(received.map(({ url }) => url)).toEqual(['/_next/static/chunks/other.js']);
    expect(unpublished.headers.get('x-request-id')).toBe(received[0]!.headers['x-request-id']);
    expect(unpublished.headers.get('x-cache-status')).toBe('MISS');
  });

  it('logs each request as one JSON object with its id, times and cache status, and no client address', async () => {
    const miss = await fetch(`${proxy.url}/en/search?q=${encodeURIComponent('"quoted" \\ text')}`, {
      headers: { 'User-Agent': 'Checker/1.0 "quoted"', Referer: 'https://elsewhere.example/private?token=1' },
    });
    await fetch(`${proxy.url}/en/news`);
    const hit = await fetch(`${proxy.url}/en/news`);
    const lines = accessLog();
    const missLine = lines.find((line) => line.requestId === miss.headers.get('x-request-id'));
    expect(missLine).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
      requestId: miss.headers.get('x-request-id'),
      method: 'GET',
      uri: '/en/search?q=%22quoted%22%20%5C%20text',
      status: 200,
      bytes: expect.any(Number),
      seconds: expect.any(Number),
      cache: 'MISS',
      upstream: instanceAddress,
      upstreamStatus: '200',
      upstreamSeconds: expect.stringMatching(/^\d+\.\d{3}$/),
      userAgent: 'Checker/1.0 "quoted"',
    });
    expect(missLine!.bytes).toBeGreaterThan('<h1>Page</h1>'.length);
    const hitLine = lines.find((line) => line.requestId === hit.headers.get('x-request-id'));
    expect(hitLine).toMatchObject({ uri: '/en/news', status: 200, cache: 'HIT', upstream: '', upstreamSeconds: '' });
    expect(readFileSync(proxy.accessLog, 'utf8')).not.toContain('elsewhere.example');
  });

  it("passes visitors' page-load beacons uncached with their id, and answers 429 past a few a second per address", async () => {
    const beacon = JSON.stringify({ name: 'LCP', value: 1200, route: '/[locale]/news', locale: 'en' });
    const { answers, seconds } = await inParallel(30, async () => {
      const response = await fetch(`${proxy.url}/api/vitals`, { method: 'POST', body: beacon });
      expect(response.headers.get('x-cache-status')).toBeNull();
      expect(response.headers.get('x-request-id')).toMatch(REQUEST_ID);
      return response;
    });
    // A burst of 20 after the first, and what refilled while the requests took their time.
    const passed = expectLimited(answers, seconds, { rate: 2, burst: 20, passed: 204 });
    expect(received).toHaveLength(passed);
    for (const { method, headers } of received) {
      expect(method).toBe('POST');
      expect(headers['x-request-id']).toMatch(REQUEST_ID);
    }
    expect(accessLog().filter((line) => line.uri === '/api/vitals' && line.status === 429)).toHaveLength(30 - passed);
  });

  it('refuses a beacon too large for the instances to read', async () => {
    const response = await fetch(`${proxy.url}/api/vitals`, { method: 'POST', body: 'x'.repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(received).toHaveLength(0);
  });
});
