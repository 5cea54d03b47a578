import { readdirSync, readFileSync, statSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { http as mock, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_KEY_QUERY_PARAMETERS } from '@/lib/routes';
import { freePort } from '@/lib/test/free-port';
import { upstreamServer } from '@/lib/test/upstream-server';
import { findNginx, startSiteProxy, type SiteProxy } from '@/scripts/site-proxy';
import { expectLimited, inParallel } from './limit-answers';

/*
 * site.conf as it is, in Debian's nginx, against what would bypass its cache and its limits: raw
 * Accept-Encoding values, parameters the site does not read, other Host names, made-up
 * addresses, the search results' internal address, and a bot asking for new addresses.
 */

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

let received: Received[] = [];
let deleted = false;
let instance: http.Server;
let proxy: SiteProxy;
/** A second nginx: the hook limited to one address, and its instance gone. */
let guarded: SiteProxy;
/** A third: one instance gone, the other answering. */
let halved: SiteProxy;
/** A fourth: three instances (the one stand-in, thrice). */
let tripled: SiteProxy;

const letLoopbackThrough = () => upstreamServer.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));

const VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';
const PAGE = `<h1>News</h1>${'<p>Lorem ipsum dolor sit amet.</p>'.repeat(100)}`;

beforeAll(async () => {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: scripts/ensure-system-packages.sh installs it');
  // Answers as the site's instances do: gzip when asked, Next's Vary, a 404 kept as a page is.
  instance = http.createServer((request, response) => {
    received.push({ method: request.method!, url: request.url!, headers: request.headers });
    request.resume();
    const pathname = new URL(request.url!, 'http://localhost').pathname;
    const cacheControl = `s-maxage=${pathname === '/en/deleted' ? 1 : 60}, stale-while-revalidate=86340`;
    if (pathname.startsWith('/en/made-up') || (pathname === '/en/deleted' && deleted)) {
      response.writeHead(404, { 'Content-Type': 'text/html', 'Cache-Control': cacheControl }).end('<h1>Not found</h1>');
    } else if (pathname.startsWith('/_next/static/')) {
      // As Next answers a build file it does not have: its 404 page, never kept.
      response.writeHead(404, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' }).end('<h1>Not found</h1>');
    } else if (pathname.startsWith('/api/')) {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end('{}');
    } else if (pathname === '/_next/image') {
      response.writeHead(200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=60', Vary: 'Accept' });
      // As the optimiser reads its query: the first `url`, spelt so.
      response.end(`webp of ${new URL(request.url!, 'http://localhost').searchParams.get('url')}`);
    } else {
      const body = `${PAGE}<p>rsc=${request.headers.rsc ?? ''}</p>`;
      const headers = { 'Content-Type': 'text/html', 'Cache-Control': cacheControl, Vary: VARY };
      if (/\bgzip\b/.test(String(request.headers['accept-encoding']))) {
        response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' }).end(gzipSync(body));
      } else {
        response.writeHead(200, headers).end(body);
      }
    }
  });
  instance.listen(0, '127.0.0.1');
  await once(instance, 'listening');
  letLoopbackThrough();
  const instanceAddress = `127.0.0.1:${(instance.address() as AddressInfo).port}`;
  proxy = await startSiteProxy(await freePort(), [instanceAddress], { nginx });
  guarded = await startSiteProxy(await freePort(), [`127.0.0.1:${await freePort()}`], {
    nginx,
    values: { NGINX_REVALIDATE_ALLOW: 'allow 192.0.2.10; deny all' },
  });
  halved = await startSiteProxy(await freePort(), [`127.0.0.1:${await freePort()}`, instanceAddress], { nginx });
  tripled = await startSiteProxy(await freePort(), [instanceAddress, instanceAddress, instanceAddress], { nginx });
});

afterAll(async () => {
  await proxy?.stop();
  await guarded?.stop();
  await halved?.stop();
  await tripled?.stop();
  instance?.close();
});

beforeEach(() => {
  received = [];
  letLoopbackThrough();
});

/** A GET through nginx by node:http (which lets the Host and the local address be chosen). */
function get(
  url: string,
  headers: Record<string, string> = {},
  localAddress = '127.0.0.1',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}

/** Files under `folder`, at any depth. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) =>
    statSync(path.join(folder, name)).isFile(),
  );
}

/**
 * The blocks of site.conf's site server that set a `proxy_set_header`, by their first line: a
 * block that sets one inherits none of the server's (nginx's rule), X-Site-Client among them.
 */
function blocksSettingProxyHeaders(conf: string): string[] {
  const start = conf.lastIndexOf('server {', conf.indexOf('server_name localhost'));
  const open: string[] = [];
  const found = new Set<string>();
  for (const line of conf.slice(start).split('\n')) {
    const head = /^\s*(.*?)\s*\{\s*$/.exec(line)?.[1];
    if (head !== undefined) {
      open.push(head);
    } else if (/^\s*\}\s*$/.test(line)) {
      open.pop();
      if (open.length === 0) break;
    } else if (/^\s*proxy_set_header /.test(line)) {
      found.add(open.at(-1)!);
    }
  }
  return [...found];
}

describe('deploy/nginx/site.conf: one cached copy per page', () => {
  it('keeps one copy of a page whatever Accept-Encoding says, and unzips it for a client that takes no gzip', async () => {
    const encodings = ['gzip', 'gzip, deflate, br', 'br, gzip', 'GZIP;q=1.0', `gzip, x-${Math.random()}`, 'identity'];
    const answers = [];
    for (const encoding of encodings) answers.push(await get(`${proxy.url}/en/news`, { 'Accept-Encoding': encoding }));
    expect(answers.map((answer) => answer.headers['x-cache-status'])).toEqual([
      'MISS',
      'HIT',
      'HIT',
      'HIT',
      'HIT',
      'HIT',
    ]);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['accept-encoding']).toBe('gzip');
    for (const answer of answers.slice(0, 5)) expect(answer.headers['content-encoding']).toBe('gzip');
    const plain = answers[5]!;
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<h1>News</h1>');
    // Clients and caches after nginx still learn that the answer varies.
    for (const answer of answers) expect(answer.headers.vary).toContain('Accept-Encoding');
  });

  it('keys a page on the parameters the site reads only, and sends the instances the whole address', async () => {
    const status = async (query: string) => (await get(`${proxy.url}/en/article${query}`)).headers['x-cache-status'];
    expect(await status('')).toBe('MISS');
    expect(await status('?utm_source=mail&utm_campaign=x')).toBe('HIT');
    expect(await status(`?x=${Math.random()}&fbclid=1`)).toBe('HIT');
    expect(await status('?page=2')).toBe('MISS');
    expect(await status('?ref=a&page=2&utm_medium=b')).toBe('HIT');
    expect(await status('?q=school')).toBe('MISS');
    expect(await status('?q=school&page=2')).toBe('MISS');
    expect(await status('?page=2&q=school&gclid=c')).toBe('HIT');
    // A search narrowed to a kind is a page of its own.
    expect(await status('?q=school&kind=news')).toBe('MISS');
    expect(await status('?kind=news&utm_source=x&q=school')).toBe('HIT');
    // `p%61ge` is `page` to the site: kept apart, never taken for the first page.
    expect(await status('?p%61ge=3')).toBe('MISS');
    expect(received.map(({ url }) => url)).toEqual([
      '/en/article',
      '/en/article?page=2',
      '/en/article?q=school',
      '/en/article?q=school&page=2',
      '/en/article?q=school&kind=news',
      '/en/article?p%61ge=3',
    ]);
  });

  it("holds nginx's list of parameters that make a page to the one lib/routes.ts gives", () => {
    const conf = readFileSync(path.join(proxy.folder, 'site.conf'), 'utf8');
    const kept = [...conf.matchAll(/map \$args \$site_query_\w+ \{\s*"~\(\^\|&\)\(\?<read>(\w+)=/g)].map(
      ([, name]) => name,
    );
    expect(kept.toSorted()).toEqual([...CACHE_KEY_QUERY_PARAMETERS].toSorted());
    // The same names where a parameter without `=` makes the whole query the key.
    const bare = /"~\(\^\|&\)\(([\w|]+)\)\(&\|\$\)" 1;/.exec(conf)?.[1]?.split('|');
    expect(bare?.toSorted()).toEqual([...CACHE_KEY_QUERY_PARAMETERS].toSorted());
  });

  it("keeps the client router's answers apart from the page's", async () => {
    expect((await get(`${proxy.url}/en/photos`)).headers['x-cache-status']).toBe('MISS');
    const payload = await get(`${proxy.url}/en/photos?_rsc=abc12`, { rsc: '1' });
    expect(payload.headers['x-cache-status']).toBe('MISS');
    expect(payload.body.toString()).toContain('rsc=1');
    expect((await get(`${proxy.url}/en/photos?_rsc=zz`, { rsc: '1' })).headers['x-cache-status']).toBe('HIT');
    expect((await get(`${proxy.url}/en/photos`)).body.toString()).toContain('rsc=</p>');
  });

  it("refuses a Host that is not the site's, and gives the instances the site's name whatever the client says", async () => {
    await expect(get(`${proxy.url}/en/news`, { Host: 'elsewhere.example' })).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
    expect(received).toHaveLength(0);
    const page = await get(`${proxy.url}/en/videos`, { Host: '127.0.0.1', 'X-Forwarded-Host': 'elsewhere.example' });
    expect(page.status).toBe(200);
    expect(received[0]!.headers.host).toBe('localhost');
    expect(received[0]!.headers['x-forwarded-host']).toBe('localhost');
    // The site's other name is the same page: one entry, under the canonical name.
    expect((await get(`${proxy.url}/en/videos`, { Host: 'localhost' })).headers['x-cache-status']).toBe('HIT');
    // nginx's health answers whatever the Host, for a load balancer that asks by address.
    expect((await get(`${proxy.url}/nginx-health`, { Host: '10.0.0.9' })).status).toBe(200);
  });

  it('keeps a 404 only in the small cache of made-up pages, and a page deleted since is replaced by its 404', async () => {
    const pagesBefore = filesUnder(path.join(proxy.folder, 'cache')).length;
    for (let made = 0; made < 5; made += 1) expect((await get(`${proxy.url}/en/made-up-${made}`)).status).toBe(404);
    const again = await get(`${proxy.url}/en/made-up-0`);
    expect(again.status).toBe(404);
    expect(again.body.toString()).toBe('<h1>Not found</h1>');
    expect(filesUnder(path.join(proxy.folder, 'cache'))).toHaveLength(pagesBefore);
    expect(filesUnder(path.join(proxy.folder, 'cache-made-up'))).toHaveLength(5);
    // Asked once for the page cache, once for the made-up pages' cache; then from the latter.
    expect(received.filter(({ url }) => url === '/en/made-up-0')).toHaveLength(2);

    expect((await get(`${proxy.url}/en/deleted`)).status).toBe(200);
    deleted = true;
    // Once its copy is stale (s-maxage=1 here), nginx answers it and asks behind, gets the 404,
    // and answers that from then on.
    let status = 200;
    for (let polls = 0; status === 200 && polls < 50; polls += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await get(`${proxy.url}/en/deleted`)).status;
    }
    expect(status).toBe(404);
    expect((await get(`${proxy.url}/en/deleted`)).status).toBe(404);
  });
});

describe('deploy/nginx/site.conf: limits that hold', () => {
  it("answers 404 at the search results' internal address, never asking the instances", async () => {
    const answer = await get(`${proxy.url}/en/search/c2Nob29s/1`);
    expect(answer.status).toBe(404);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // nginx matches the path decoded, as the router reads it: percent-encoding does not get past.
    for (const encoded of ['/en/%73earch/c2Nob29s/1', '/en/%73earch/once/c2Nob29s/1', '/%65n/search/once/c2Nob29s/1']) {
      expect((await get(`${proxy.url}${encoded}`)).status, encoded).toBe(404);
    }
    expect(received).toHaveLength(0);
  });

  it('lets a visitor through to the instances past a burst a person never meets, and never limits cached pages', async () => {
    const visitor = { 'X-Forwarded-For': '198.51.100.7' };
    for (let asked = 0; asked < 300; asked += 1) expect((await get(`${proxy.url}/en/news`, visitor)).status).toBe(200);
    // Each a page nginx does not hold: a miss, counted by the inner hop.
    const { answers, seconds } = await inParallel(260, (n) => get(`${proxy.url}/en/faq?page=${n + 1}`, visitor));
    expectLimited(answers, seconds, { rate: 5, burst: 200 });
    // Another visitor behind the same proxy has a budget of their own.
    expect((await get(`${proxy.url}/en/faq?page=999`, { 'X-Forwarded-For': '198.51.100.8' })).status).toBe(200);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(limited.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(limited.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
    expect(limited.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(limited.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(limited.body.toString()).toContain('Too many requests');
  });

  it('limits what missing build files cost: a visitor asking made-up names meets the limit after the burst', async () => {
    const visitor = { 'X-Forwarded-For': '198.51.100.9' };
    const { answers, seconds } = await inParallel(260, (n) =>
      get(`${proxy.url}/_next/static/chunks/${n}-${Math.random().toString(36).slice(2)}.js`, visitor),
    );
    // Published nowhere (this nginx's folder is empty), so asked of the instances, which answer 404.
    const passed = expectLimited(answers, seconds, { rate: 5, burst: 200, passed: 404 });
    // Only those let through reached an instance: nothing is kept, nothing asked twice here.
    expect(received.filter(({ url }) => url.startsWith('/_next/static/'))).toHaveLength(passed);
    // With more instances, a missing file is asked of two, not of every one.
    received = [];
    expect((await get(`${tripled.url}/_next/static/chunks/missing.js`)).status).toBe(404);
    expect(received.map(({ url }) => url)).toEqual([
      '/_next/static/chunks/missing.js',
      '/_next/static/chunks/missing.js',
    ]);
  });

  it("counts a visitor by their address whatever X-Site-Client they send, and sends it only to nginx's inner hop", async () => {
    const forger = '198.51.100.10';
    const victim = '198.51.100.11';
    // Were the header believed, most of these would count against the victim's address, and the
    // rest each against an address of its own.
    const { answers, seconds } = await inParallel(260, (n) =>
      get(`${proxy.url}/en/events?page=${n + 1}`, {
        'X-Forwarded-For': forger,
        'X-Site-Client': n < 210 ? victim : `203.0.113.${n - 209}`,
      }),
    );
    expectLimited(answers, seconds, { rate: 5, burst: 200 });
    expect((await get(`${proxy.url}/en/events?page=999`, { 'X-Forwarded-For': victim })).status).toBe(200);
    // /api/ goes to the instances straight: neither nginx's header nor the client's goes with it.
    expect((await get(`${proxy.url}/api/health`, { 'X-Forwarded-For': forger, 'X-Site-Client': victim })).status).toBe(
      200,
    );
    expect(received.at(-1)!.url).toBe('/api/health');
    for (const { headers } of received) expect(headers['x-site-client']).toBeUndefined();
  });

  it("sets the headers sent upstream for the whole server: no location drops the inner hop's key by setting its own", () => {
    expect(blocksSettingProxyHeaders(readFileSync(path.join(proxy.folder, 'site.conf'), 'utf8'))).toEqual(['server']);
  });

  it('limits the image optimiser and the API per visitor', async () => {
    const visitor = { 'X-Forwarded-For': '198.51.100.20' };
    for (let asked = 0; asked < 5; asked += 1) {
      expect((await get(`${proxy.url}/_next/image?w=640&q=75&url=%2Fa.jpg&n=${asked}`, visitor)).status).toBe(200);
    }
    // Other parameters make no new entry: asked of the optimiser once.
    expect(received.filter(({ url }) => url.startsWith('/_next/image'))).toHaveLength(1);
    // A parameter spelt otherwise is not the optimiser's: `URL=` keeps no image under b's key.
    const image = async (query: string) => {
      const answer = await get(`${proxy.url}/_next/image?${query}`);
      return `${answer.headers['x-cache-status']} ${answer.body.toString()}`;
    };
    expect(await image('url=%2Fb.jpg&w=640&q=75')).toBe('MISS webp of /b.jpg');
    expect(await image('URL=%2Fb.jpg&url=%2Fc.jpg&w=640&q=75')).toBe('MISS webp of /c.jpg');
    expect(await image('url=%2Fb.jpg&w=640&q=75&W=1')).toBe('HIT webp of /b.jpg');
    expect(await image('url=%2Fc.jpg&url=%2Fb.jpg&w=640&q=75')).toBe('MISS webp of /c.jpg');
    // A second `url` without `=` (an array to the optimiser): the whole query is the key.
    expect(await image('url=%2Fb.jpg&w=640&q=75&url')).toBe('MISS webp of /b.jpg');
    // Each a new image: the optimiser's limit (a burst of 100) holds, well before the renders' (200).
    const images = await inParallel(140, (n) =>
      get(`${proxy.url}/_next/image?url=%2Fphoto-${n}.jpg&w=640&q=75`, { 'X-Forwarded-For': '198.51.100.21' }),
    );
    expectLimited(images.answers, images.seconds, { rate: 5, burst: 100 });
    const api = await inParallel(70, (n) =>
      get(`${proxy.url}/api/health?n=${n}`, { 'X-Forwarded-For': '198.51.100.22' }),
    );
    expectLimited(api.answers, api.seconds, { rate: 5, burst: 50 });
  });

  it('lets a CMS publish a burst to the revalidation hook, and only from the addresses listed', async () => {
    const visitor = { 'X-Forwarded-For': '198.51.100.30' };
    const { answers, seconds } = await inParallel(110, async () => {
      const response = await fetch(`${proxy.url}/api/revalidate`, { method: 'POST', headers: visitor });
      await response.arrayBuffer();
      return response;
    });
    expectLimited(answers, seconds, { rate: 2, burst: 100 });
    const refused = await fetch(`${guarded.url}/api/revalidate`, { method: 'POST' });
    expect(refused.status).toBe(403);
    const listed = await fetch(`${guarded.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': '192.0.2.10' },
    });
    // Let through to an instance, which is gone here.
    expect(listed.status).toBe(502);
  });
});

describe('deploy/nginx/site.conf: an instance gone', () => {
  it("answers the probes and the upstreams' state from the instance left", async () => {
    const statuses: number[] = [];
    for (let asked = 0; asked < 6; asked += 1) statuses.push((await get(`${halved.url}/api/ready`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(received.filter(({ url }) => url === '/api/ready')).toHaveLength(6);
  });
});

describe("deploy/nginx/site.conf: nginx's own answers", () => {
  it("answers without its version, and X-Cache-Status to the operators' addresses only", async () => {
    const operator = await get(`${proxy.url}/en/news`);
    expect(operator.headers.server).toBe('nginx');
    expect(operator.headers['x-cache-status']).toBe('HIT');
    const visitor = await get(`${proxy.url}/en/news`, {}, '127.0.0.2');
    expect(visitor.status).toBe(200);
    expect(visitor.headers['x-cache-status']).toBeUndefined();
  });

  it("answers 502 with the site's headers when no instance answers", async () => {
    const failed = await get(`${guarded.url}/en/news`);
    expect(failed.status).toBe(502);
    expect(failed.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(failed.headers['x-content-type-options']).toBe('nosniff');
    expect(failed.headers['x-frame-options']).toBe('DENY');
    expect(failed.body.toString()).toContain('cannot answer');
  });
});
