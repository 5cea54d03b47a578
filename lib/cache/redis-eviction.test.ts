import { readFileSync } from 'node:fs';
import { createClient } from '@redis/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { captureLog } from '@/lib/test/log-lines';
import { startRedisServer } from '@/lib/test/redis-server';
import { connectRedis, createSharedCache, keyPrefix, type RedisClient } from './redis-cache';

/** The eviction policy the shipped Redis runs with (deploy/compose.yaml), read from there. */
function shippedPolicy(): string {
  const compose = parse(readFileSync(new URL('../../deploy/compose.yaml', import.meta.url), 'utf8')) as {
    services: { redis: { command: string[] } };
  };
  const { command } = compose.services.redis;
  return command[command.indexOf('--maxmemory-policy') + 1]!;
}

const RELEASE = 'release-a';

const page = (index: number) => ({
  kind: 'APP_PAGE' as never,
  // A few kilobytes, as a small page of the site's.
  html: `<h1>Page ${index}</h1>${'<p>Lorem ipsum dolor sit amet.</p>'.repeat(100)}`,
  rscData: Buffer.from(`rsc of page ${index}`.repeat(50)),
  headers: { 'x-next-cache-tags': `news,news:${index}` },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const pageContext = { cacheControl: { revalidate: 300, expire: 24 * 60 * 60 } };
const askPage = { kind: 'APP_PAGE' };

const clients: RedisClient[] = [];
beforeEach(() => void captureLog());
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
});

/**
 * Many distinct pages written through one instance into a Redis too small for them, then every
 * page still in Redis asked of another instance (its memory empty): how many it is served.
 */
async function underMemoryPressure(policy: string) {
  const redis = await startRedisServer([`maxmemory-policy ${policy}`]);
  try {
    const direct = createClient({ url: redis.url });
    await direct.connect();
    clients.push(direct as RedisClient);
    // Room for a few hundred pages above what an empty Redis uses.
    const used = Number(/used_memory:(\d+)/.exec(await direct.info('memory'))![1]);
    await direct.configSet('maxmemory', String(used + 2 * 1024 * 1024));
    const connect = () => {
      const client = connectRedis({ url: redis.url });
      clients.push(client);
      return client;
    };
    const writer = createSharedCache(connect(), RELEASE);
    const reader = createSharedCache(connect(), RELEASE);
    await expect.poll(() => writer.client.isReady && reader.client.isReady).toBe(true);
    const pages = 3000;
    for (let index = 0; index < pages; index++) {
      await writer.set(`/en/page/${index}`, page(index), pageContext);
    }
    const evicted = Number(/evicted_keys:(\d+)/.exec(await direct.info('stats'))![1]);
    // The load is over: what follows must find what it left, without evicting more to answer.
    await direct.configSet('maxmemory', '0');
    const stored = (await direct.keys(`${keyPrefix(RELEASE)}/en/page/*`)).map((key) =>
      key.slice(keyPrefix(RELEASE).length),
    );
    let served = 0;
    for (const key of stored) if (await reader.get(key, askPage)) served++;
    return { evicted, stored: stored.length, served };
  } finally {
    for (const client of clients.splice(0)) client.destroy();
    await redis.stop();
  }
}

/*
 * The handler keeps one index per namespace (`__sharedTags__`, each entry's tags) and serves no
 * entry missing from it: it deletes it (redis-strings' `get`). With `allkeys-lru` Redis may
 * evict that index like any key, and every entry written before is then lost at once. Under
 * `volatile-lru` only keys with an expiry go, which every entry has and the index has not.
 */
describe('Redis full of pages', () => {
  it(
    `with the shipped policy (${shippedPolicy()}), serves every page it still holds`,
    { timeout: 30_000 },
    async () => {
      const { evicted, stored, served } = await underMemoryPressure(shippedPolicy());
      expect(evicted, 'pages evicted for room').toBeGreaterThan(1000);
      expect(stored, 'pages held').toBeGreaterThan(100);
      expect(served).toBe(stored);
    },
  );

  // What allkeys-lru would do at a moment nobody chooses, done here at once: the index evicted
  // like any key (it is touched by every write, so an approximate LRU takes it only now and then).
  it('loses every page it holds once its index goes, as allkeys-lru may evict it', async () => {
    const redis = await startRedisServer();
    try {
      const direct = createClient({ url: redis.url });
      await direct.connect();
      clients.push(direct as RedisClient);
      const instance = () => {
        const client = connectRedis({ url: redis.url });
        clients.push(client);
        return createSharedCache(client, RELEASE);
      };
      const writer = instance();
      const before = instance();
      await expect.poll(() => writer.client.isReady && before.client.isReady).toBe(true);
      const keys = Array.from({ length: 20 }, (_, index) => `/en/page/${index}`);
      for (const [index, key] of keys.entries()) await writer.set(key, page(index), pageContext);
      const served = async (cache: ReturnType<typeof instance>) => {
        let count = 0;
        for (const key of keys) if (await cache.get(key, askPage)) count++;
        return count;
      };
      expect(await served(before)).toBe(keys.length);

      await direct.del(`${keyPrefix(RELEASE)}__sharedTags__`);
      // Another instance, whose memory holds none of them: the pages are still in Redis, and lost.
      const after = instance();
      await expect.poll(() => after.client.isReady).toBe(true);
      expect(await served(after)).toBe(0);
    } finally {
      for (const client of clients.splice(0)) client.destroy();
      await redis.stop();
    }
  });

  it('writes every key with an expiry, except the indexes and the list of namespaces, which must stay', async () => {
    const redis = await startRedisServer();
    try {
      const direct = createClient({ url: redis.url });
      await direct.connect();
      clients.push(direct as RedisClient);
      const client = connectRedis({ url: redis.url });
      clients.push(client);
      const cache = createSharedCache(client, RELEASE);
      await expect.poll(() => client.isReady).toBe(true);
      await cache.set('/en/page/1', page(1), pageContext);
      await cache.set(
        'fetch-key',
        {
          kind: 'FETCH',
          data: { headers: {}, body: '[]', status: 200, url: 'http://demo.test/news' },
          revalidate: false,
        } as never,
        { tags: ['news'] } as never,
      );
      await cache.get('/en/page/1', askPage);
      // A revalidation by path writes the handler's third index.
      await cache.revalidateTag('_N_T_/en/page/2');
      const lasting: string[] = [];
      for (const key of await direct.keys('site:*')) if ((await direct.ttl(key)) < 0) lasting.push(key);
      for (const each of clients.splice(0)) each.destroy();
      expect(lasting.sort()).toEqual(
        [
          'site:namespaces',
          `${keyPrefix(RELEASE)}__revalidated_tags__`,
          `${keyPrefix(RELEASE)}__sharedTagsTtl__`,
          `${keyPrefix(RELEASE)}__sharedTags__`,
        ].sort(),
      );
    } finally {
      await redis.stop();
    }
  });
});
