import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The file system Next gives its cache, to see what the cache writes where.
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import SiteCacheHandler, { createSiteCache } from './cache-handler';
import { FileSystemCache } from './next-cache';
import { cacheNamespace } from './namespace';
import { sharedCacheFor, sharedClientFor } from './redis-cache';
import { captureLog } from '@/lib/test/log-lines';

/** A loopback port nothing listens on: Redis is away. */
const AWAY = 'redis://127.0.0.1:1';

const context = () => ({
  serverDistDir: path.join(mkdtempSync(path.join(tmpdir(), 'site-cache-')), 'server'),
  revalidatedTags: [],
  _requestHeaders: {},
  flushToDisk: false,
  // Never touched while the memory answers.
  fs: {} as ConstructorParameters<typeof FileSystemCache>[0]['fs'],
});

const answer = (body: string) => ({
  kind: 'FETCH' as never,
  data: { headers: {}, body, status: 200, url: 'http://demo.test/news' },
  revalidate: 60,
});

beforeEach(() => {
  // The shared cache reports Redis away once, whenever its client first fails.
  captureLog();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(() => {
  sharedClientFor({ url: AWAY }).client.destroy();
});

describe("Next's file-system cache", () => {
  it('still loads from its private path, with the methods Next calls', () => {
    expect(FileSystemCache).toBeTypeOf('function');
    for (const method of ['get', 'set', 'revalidateTag', 'resetRequestCache']) {
      expect(FileSystemCache.prototype[method as keyof InstanceType<typeof FileSystemCache>], method).toBeTypeOf(
        'function',
      );
    }
  });
});

describe('createSiteCache', () => {
  it('is the file-system cache without REDIS_URL, keeping answers in memory when Next gives no size', async () => {
    const cache = createSiteCache(context(), {});
    expect(cache).not.toHaveProperty('client');

    await cache.set('news', answer('memory'), { fetchCache: true, tags: [] });
    const entry = await createSiteCache(context(), {}).get('news', { kind: 'FETCH' as never, tags: [] });
    expect(entry?.value).toMatchObject({ data: { body: 'memory' } });
  });

  it('is the file-system cache while building, even with REDIS_URL', () => {
    const cache = createSiteCache(context(), { REDIS_URL: AWAY, NEXT_PHASE: PHASE_PRODUCTION_BUILD });
    expect(cache).not.toHaveProperty('client');
  });

  it('is the shared cache with REDIS_URL at run time, one per process however many Next makes', () => {
    const first = createSiteCache(context(), { REDIS_URL: AWAY });
    expect(first).toHaveProperty('client');
    expect(createSiteCache(context(), { REDIS_URL: AWAY })).toBe(first);
    expect(sharedCacheFor({ url: AWAY }, cacheNamespace('unbuilt', { REDIS_URL: AWAY }))).toBe(first);
  });
});

describe('createSiteCache on disk', () => {
  /** A build folder on disk: its id, and a cache that writes there. */
  function build(id: string) {
    const distDir = mkdtempSync(path.join(tmpdir(), 'site-build-'));
    writeFileSync(path.join(distDir, 'BUILD_ID'), id);
    const serverDistDir = path.join(distDir, 'server');
    return {
      distDir,
      cache: (env: Record<string, string>) =>
        createSiteCache(
          { serverDistDir, revalidatedTags: [], _requestHeaders: {}, flushToDisk: true, fs: nodeFs },
          env,
        ),
    };
  }
  const configuration = { SITE_URL: 'https://www.example.tm', CONTENT_API_URL: 'https://api.example.tm/v1' };
  const moved = { ...configuration, CONTENT_API_URL: 'https://api2.example.tm/v1' };
  const page = (html: string) => ({
    kind: 'APP_PAGE' as never,
    html,
    rscData: Buffer.from(html),
    headers: { 'x-next-cache-tags': 'news' },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  });
  const askPage = { kind: 'APP_PAGE' as never, isRoutePPREnabled: false, isFallback: false };

  it("keeps upstream answers in files named for the build and configuration, never served to another's", async () => {
    const { distDir, cache } = build('release-one');
    await cache(configuration).set('feed', answer('first upstream'), { fetchCache: true, tags: [] });
    const namespace = cacheNamespace('release-one', configuration);
    expect(readdirSync(path.join(distDir, 'cache', 'fetch-cache'))).toEqual([`${namespace}-feed`]);

    // The same build started against another upstream: a miss, not the other upstream's items.
    expect(await cache(moved).get('feed', { kind: 'FETCH' as never, tags: [] })).toBeNull();
    const again = await cache(configuration).get('feed', { kind: 'FETCH' as never, tags: [] });
    expect(again?.value).toMatchObject({ data: { body: 'first upstream' } });
  });

  it('serves a page only to the configuration that made it, without telling visitors whose it was', async () => {
    const { cache } = build('release-two');
    await cache(configuration).set('/en/news', page('<h1>First</h1>'), {
      cacheControl: { revalidate: 60, expire: 86_400 },
      isRoutePPREnabled: false,
      isFallback: false,
    });
    expect(await cache(moved).get('/en/news', askPage)).toBeNull();
    const served = await cache(configuration).get('/en/news', askPage);
    expect(served?.value).toMatchObject({ html: '<h1>First</h1>', headers: { 'x-next-cache-tags': 'news' } });
    expect(Object.keys((served?.value as { headers: object }).headers)).toEqual(['x-next-cache-tags']);
  });
});

describe('SiteCacheHandler', () => {
  it('passes each call to the cache the server’s environment chose', async () => {
    vi.stubEnv('REDIS_URL', AWAY);
    const writer = new SiteCacheHandler(context());
    const reader = new SiteCacheHandler(context());

    await writer.set('handler', answer('shared'), { fetchCache: true, tags: ['news'] });
    const ask = { kind: 'FETCH' as never, tags: ['news'] };
    expect((await reader.get('handler', ask))?.value).toMatchObject({ data: { body: 'shared' } });

    await reader.revalidateTag('news');
    expect(await writer.get('handler', ask)).toBeNull();
    expect(() => reader.resetRequestCache()).not.toThrow();
  });

  it('loads in Node itself, as the server loads it: type stripping, no bundler', async () => {
    const handlerFile = fileURLToPath(new URL('./cache-handler.ts', import.meta.url));
    const script = `
      const { default: Handler } = await import(${JSON.stringify(handlerFile)});
      const context = { serverDistDir: '/nonexistent/server', revalidatedTags: [], _requestHeaders: {} };
      new Handler(context);
      process.env.REDIS_URL = ${JSON.stringify(AWAY)};
      const shared = new Handler(context);
      await shared.set('node', { kind: 'FETCH', data: { body: 'node' }, revalidate: 60 }, { fetchCache: true });
      console.log(JSON.stringify({
        methods: ['get', 'set', 'revalidateTag', 'resetRequestCache'].map((name) => typeof shared[name]),
        body: (await shared.get('node', { kind: 'FETCH' }))?.value.data.body,
      }));
      process.exit(0);
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      timeout: 20_000,
    });
    expect(JSON.parse(stdout)).toEqual({ methods: ['function', 'function', 'function', 'function'], body: 'node' });
  });
});
