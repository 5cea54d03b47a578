import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SiteCacheHandler, { createSiteCache, FileSystemCache } from './cache-handler';
import { sharedCacheFor } from './redis-cache';

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
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(() => {
  sharedCacheFor(AWAY).client.destroy();
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
    expect(cache).toBeInstanceOf(FileSystemCache);

    await cache.set('news', answer('memory'), { fetchCache: true, tags: [] });
    const entry = await createSiteCache(context(), {}).get('news', { kind: 'FETCH' as never, tags: [] });
    expect(entry?.value).toMatchObject({ data: { body: 'memory' } });
  });

  it('is the file-system cache while building, even with REDIS_URL', () => {
    const cache = createSiteCache(context(), { REDIS_URL: AWAY, NEXT_PHASE: PHASE_PRODUCTION_BUILD });
    expect(cache).toBeInstanceOf(FileSystemCache);
  });

  it('is the shared cache with REDIS_URL at run time, one per process however many Next makes', () => {
    const first = createSiteCache(context(), { REDIS_URL: AWAY });
    expect(first).not.toBeInstanceOf(FileSystemCache);
    expect(createSiteCache(context(), { REDIS_URL: AWAY })).toBe(first);
    expect(sharedCacheFor(AWAY)).toBe(first);
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
