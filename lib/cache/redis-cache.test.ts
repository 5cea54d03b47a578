import { once } from 'node:events';
import net from 'node:net';
import { createClient } from '@redis/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectRedis,
  createSharedCache,
  estimateExpireAge,
  indexKeys,
  keyPrefix,
  NAMESPACES_KEY,
  sharedCacheFor,
  TIMEOUT_MS,
  type CreateRedisClient,
  type RedisClient,
} from './redis-cache';
import { availabilityLog, sharedCacheState } from './shared-cache';
import { captureLog } from '@/lib/test/log-lines';
import { startRedisServer, type RedisServer } from '@/lib/test/redis-server';

const DAY = 24 * 60 * 60;

/** A loopback port nothing listens on: Redis is away. */
const AWAY = 'redis://127.0.0.1:1';

/** The namespaces of two releases (./namespace.ts). */
const RELEASE = 'release-a';
const NEXT_RELEASE = 'release-b';

const clients: RedisClient[] = [];
const tracked: CreateRedisClient = (options) => {
  const client = createClient(options);
  clients.push(client);
  return client;
};

const fetched = (body: string, revalidate = 60) => ({
  kind: 'FETCH' as never,
  data: { headers: {}, body, status: 200, url: 'http://demo.test/news' },
  revalidate,
});
const fetchContext = (tags: string[]) => ({ fetchCache: true, tags });
const askFetch = { kind: 'FETCH' };

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE' as never,
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const pageContext = (revalidate: number) => ({ cacheControl: { revalidate, expire: DAY } });
const askPage = { kind: 'APP_PAGE' };

/** Runs a cache call and keeps how long it took. */
function timer() {
  const durations: number[] = [];
  return {
    durations,
    async timed<T>(call: () => Promise<T>): Promise<T> {
      const start = performance.now();
      try {
        return await call();
      } finally {
        durations.push(performance.now() - start);
      }
    },
  };
}

let logged: ReturnType<typeof captureLog>;

beforeEach(() => {
  // Each client reports Redis away once, whenever it first fails.
  logged = captureLog();
});

afterEach(() => {
  vi.useRealTimers();
  for (const client of clients.splice(0)) client.destroy();
});

describe('estimateExpireAge', () => {
  it('keeps an entry a day, or 1.5 times its revalidate time when that is longer', () => {
    expect(estimateExpireAge(60)).toBe(DAY);
    expect(estimateExpireAge(DAY)).toBe(1.5 * DAY);
    expect(estimateExpireAge(365 * DAY)).toBe(1.5 * 365 * DAY);
  });
});

describe('connectRedis', () => {
  it('never waits: while Redis is away a command fails at once, and the outage is logged once', async () => {
    const client = connectRedis({ url: AWAY }, tracked);
    let failures = 0;
    client.on('error', () => failures++);

    const stillWaiting = new Promise((_, reject) => setTimeout(() => reject(new Error('still waiting')), TIMEOUT_MS));
    await expect(Promise.race([client.get('anything'), stillWaiting])).rejects.toThrow(/offline/);

    await vi.waitFor(() => expect(failures).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(logged.events('shared_cache_unavailable')).toEqual([expect.objectContaining({ kind: 'connection' })]);
    expect(sharedCacheState({ REDIS_URL: AWAY })).toBe('unavailable');
  });
});

describe('sharedCacheFor', () => {
  it('makes one client per process, for every copy of this module (Next loads one, the routes bundle another)', async () => {
    const url = 'redis://127.0.0.1:2';
    const make = vi.fn(tracked);
    const first = sharedCacheFor({ url }, RELEASE, make);
    expect(sharedCacheFor({ url }, RELEASE, make)).toBe(first);

    vi.resetModules();
    const copy = await import('./redis-cache');
    expect(copy.sharedCacheFor).not.toBe(sharedCacheFor);
    expect(copy.sharedCacheFor({ url }, RELEASE, make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps one cache per namespace on the one connection', () => {
    const url = 'redis://127.0.0.1:3';
    const make = vi.fn(tracked);
    const first = sharedCacheFor({ url }, RELEASE, make);
    const next = sharedCacheFor({ url }, NEXT_RELEASE, make);
    expect(next).not.toBe(first);
    expect(next.client).toBe(first.client);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('createSharedCache while Redis is away', () => {
  it('answers from memory, and no call waits for Redis', async () => {
    const cache = createSharedCache(connectRedis({ url: AWAY }, tracked), RELEASE);
    const { durations, timed } = timer();

    await timed(() => cache.set('answer', fetched('from memory'), fetchContext(['news'])));
    await timed(() => cache.set('page', page('<h1>Item 7</h1>', 'news,news:7'), pageContext(60)));
    expect((await timed(() => cache.get('answer', askFetch)))?.value).toMatchObject({ data: { body: 'from memory' } });
    expect((await timed(() => cache.get('page', askPage)))?.value).toMatchObject({ html: '<h1>Item 7</h1>' });

    // A page is revalidated by the tags in its header, an answer by those Next gave with it.
    await timed(() => cache.revalidateTag('news:7'));
    expect(await timed(() => cache.get('page', askPage))).toBeNull();
    expect(await timed(() => cache.get('answer', askFetch))).not.toBeNull();
    await timed(() => cache.revalidateTag(['news']));
    expect(await timed(() => cache.get('answer', askFetch))).toBeNull();

    expect(durations).toHaveLength(9);
    expect(durations.filter((duration) => duration >= TIMEOUT_MS)).toEqual([]);
  });

  it('serves an entry past its revalidate time for a day after its last refresh, then drops it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const refreshed = new Date('2026-11-25T08:00:00Z').getTime();
    vi.setSystemTime(refreshed);
    const cache = createSharedCache(connectRedis({ url: AWAY }, tracked), RELEASE);
    await cache.set('answer', fetched('last good', 60), fetchContext([]));
    await cache.set('page', page('<h1>Last good</h1>', 'news'), pageContext(300));

    for (const later of [2 * 60 * 60, DAY - 60]) {
      vi.setSystemTime(refreshed + later * 1000);
      expect(await cache.get('answer', askFetch), `answer after ${later} s`).not.toBeNull();
      expect(await cache.get('page', askPage), `page after ${later} s`).not.toBeNull();
    }

    vi.setSystemTime(refreshed + (DAY + 60) * 1000);
    expect(await cache.get('answer', askFetch)).toBeNull();
    expect(await cache.get('page', askPage)).toBeNull();
  });
});

/** A Redis that answers until told to stop, then holds every command: a stalled server. */
async function stallingRedis() {
  let answering = true;
  const sockets = new Set<net.Socket>();
  // Commands held while stalled, answered in order on resuming, as a Redis that recovers does.
  const held = new Map<net.Socket, number>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (data) => {
      const commands = data.toString().match(/^\*\d+\r$/gm)?.length ?? 0;
      if (answering) socket.write('+OK\r\n'.repeat(commands));
      else held.set(socket, (held.get(socket) ?? 0) + commands);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    stall() {
      answering = false;
    },
    resume() {
      answering = true;
      for (const [socket, commands] of held) socket.write('+OK\r\n'.repeat(commands));
      held.clear();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe('createSharedCache when Redis stops answering', () => {
  it('reports it unavailable, and connected once it answers again', { timeout: 15_000 }, async () => {
    const redis = await stallingRedis();
    vi.stubEnv('REDIS_URL', redis.url);
    captureLog();
    try {
      const log = availabilityLog();
      const cache = createSharedCache(connectRedis({ url: redis.url }, tracked, log), RELEASE, log);
      await vi.waitFor(() => expect(sharedCacheState()).toBe('connected'), { timeout: 5_000 });
      redis.stall();
      // The connection stays open: only the timeouts can tell.
      await cache.set('one', fetched('a'), fetchContext([]));
      await cache.set('two', fetched('b'), fetchContext([]));
      expect(sharedCacheState()).toBe('unavailable');
      redis.resume();
      await cache.set('three', fetched('c'), fetchContext([]));
      expect(sharedCacheState()).toBe('connected');
    } finally {
      vi.unstubAllEnvs();
      redis.close();
    }
  });

  it('gives up on Redis after TIMEOUT_MS and answers from memory', { timeout: 15_000 }, async () => {
    const redis = await stallingRedis();
    try {
      const cache = createSharedCache(connectRedis({ url: redis.url }, tracked), RELEASE);
      await vi.waitFor(() => expect(cache.client.isReady).toBe(true), { timeout: 5_000 });
      redis.stall();
      const { durations, timed } = timer();

      await timed(() => cache.set('answer', fetched('from memory'), fetchContext(['news'])));
      expect((await timed(() => cache.get('answer', askFetch)))?.value).toMatchObject({
        data: { body: 'from memory' },
      });
      await timed(() => cache.revalidateTag('news'));

      // Each waits about TIMEOUT_MS; twice that is far below a hang, and roomy on a busy machine.
      expect(durations.filter((duration) => duration >= 2 * TIMEOUT_MS)).toEqual([]);
    } finally {
      redis.close();
    }
  });
});

describe('createSharedCache with Redis', () => {
  let server: RedisServer;
  let url: string;

  beforeAll(async () => {
    server = await startRedisServer();
    url = server.url;
  });

  afterAll(() => server.stop());

  it('stores under the prefix for a day, serves another instance, and revalidates for all', async () => {
    const one = createSharedCache(connectRedis({ url }, tracked), RELEASE);
    const other = createSharedCache(connectRedis({ url }, tracked), RELEASE);
    const direct = tracked({ url, disableOfflineQueue: false });
    await direct.connect();
    await vi.waitFor(() => expect(one.client.isReady && other.client.isReady).toBe(true), { timeout: 5_000 });
    expect(sharedCacheState({ REDIS_URL: url })).toBe('connected');

    await one.set('page', page('<h1>Item 7</h1>', 'news,news:7'), pageContext(60));
    const stored = JSON.parse((await direct.get(`${keyPrefix(RELEASE)}page`))!) as { value: { html: string } };
    expect(stored.value.html).toBe('<h1>Item 7</h1>');
    const secondsLeft = await direct.ttl(`${keyPrefix(RELEASE)}page`);
    expect(secondsLeft).toBeGreaterThan(DAY - 60);
    expect(secondsLeft).toBeLessThanOrEqual(DAY);

    // Nothing in the other instance's memory yet: this comes from Redis, buffers restored.
    const served = await other.get('page', askPage);
    expect(served?.value).toMatchObject({ html: '<h1>Item 7</h1>' });
    expect((served?.value as { rscData: Buffer }).rscData).toEqual(Buffer.from('rsc of <h1>Item 7</h1>'));

    // Now in the other's memory too; Redis, reachable, has the last word after a revalidation.
    await other.set('page', page('<h1>Item 7</h1>', 'news,news:7'), pageContext(60));
    await one.revalidateTag('news:7');
    expect(await direct.exists(`${keyPrefix(RELEASE)}page`)).toBe(0);
    expect(await other.get('page', askPage)).toBeNull();
  });

  it("keeps each release's entries apart, and a revalidation on one reaches the others used within a day", async () => {
    const direct = tracked({ url, disableOfflineQueue: false });
    await direct.connect();
    const old = createSharedCache(connectRedis({ url }, tracked), RELEASE);
    const next = createSharedCache(connectRedis({ url }, tracked), NEXT_RELEASE);
    const gone = createSharedCache(connectRedis({ url }, tracked), 'release-of-last-week');
    await vi.waitFor(() => expect(old.client.isReady && next.client.isReady && gone.client.isReady).toBe(true), {
      timeout: 5_000,
    });

    await old.set('/en/news', page('<h1>Old release</h1>', 'news'), pageContext(60));
    await gone.set('/en/news', page('<h1>Last week</h1>', 'news'), pageContext(60));
    // The same address, asked of the new release: the old release's page is not its own.
    expect(await next.get('/en/news', askPage)).toBeNull();
    await next.set('/en/news', page('<h1>New release</h1>', 'news'), pageContext(60));
    expect((await old.get('/en/news', askPage))?.value).toMatchObject({ html: '<h1>Old release</h1>' });
    expect((await next.get('/en/news', askPage))?.value).toMatchObject({ html: '<h1>New release</h1>' });

    // Each announced itself; one was last seen more than a day ago.
    await vi.waitFor(async () => expect(await direct.zCard(NAMESPACES_KEY)).toBe(3));
    await direct.zAdd(NAMESPACES_KEY, { score: Date.now() - (DAY + 60) * 1000, value: 'release-of-last-week' });

    // The hook called on the old release during a rollout reaches the new one's entries.
    await old.revalidateTag('news');
    expect(await direct.exists(`${keyPrefix(RELEASE)}/en/news`)).toBe(0);
    expect(await direct.exists(`${keyPrefix(NEXT_RELEASE)}/en/news`)).toBe(0);
    expect(await next.get('/en/news', askPage)).toBeNull();
    // A namespace unused for a day is left to expire, and forgotten.
    expect(await direct.exists(`${keyPrefix('release-of-last-week')}/en/news`)).toBe(1);
    expect(await direct.zRange(NAMESPACES_KEY, 0, -1)).toEqual(expect.arrayContaining([RELEASE, NEXT_RELEASE]));
    expect(await direct.zScore(NAMESPACES_KEY, 'release-of-last-week')).toBeNull();
  });

  it("deletes the tag indexes of a namespace unused for a day, never the live namespace's", async () => {
    const direct = tracked({ url, disableOfflineQueue: false });
    await direct.connect();
    const live = createSharedCache(connectRedis({ url }, tracked), 'release-live');
    const unused = createSharedCache(connectRedis({ url }, tracked), 'release-unused');
    await vi.waitFor(() => expect(live.client.isReady && unused.client.isReady).toBe(true), { timeout: 5_000 });
    for (const cache of [live, unused]) {
      await cache.set('/en/news', page('<h1>News</h1>', 'news'), pageContext(60));
      // A path's tag, which the handler notes in its third index.
      await cache.revalidateTag('_N_T_/en/about');
    }
    expect(await direct.exists(indexKeys('release-unused'))).toBe(3);

    // Both last seen more than a day ago: the live one's instance announces itself once a minute.
    for (const value of ['release-live', 'release-unused']) {
      await direct.zAdd(NAMESPACES_KEY, { score: Date.now() - (DAY + 60) * 1000, value });
    }
    await live.revalidateTag('news:2');
    expect(await direct.zScore(NAMESPACES_KEY, 'release-unused')).toBeNull();
    expect(await direct.exists(indexKeys('release-unused'))).toBe(0);
    expect(await direct.exists(indexKeys('release-live'))).toBe(3);
    // Its entries expire on their own.
    expect(await direct.exists(`${keyPrefix('release-unused')}/en/news`)).toBe(1);
  });

  it('reports a Redis that refuses writes (a replica after a failover) once, until a write is taken again', async () => {
    const direct = tracked({ url, disableOfflineQueue: false });
    await direct.connect();
    const log = availabilityLog();
    const cache = createSharedCache(connectRedis({ url }, tracked, log), RELEASE, log);
    await vi.waitFor(() => expect(cache.client.isReady).toBe(true), { timeout: 5_000 });
    await cache.set('/en/faq', page('<h1>FAQ</h1>', 'faq'), pageContext(60));
    try {
      // A replica of a primary that is not there: it answers reads, and refuses every write.
      await direct.sendCommand(['REPLICAOF', '127.0.0.1', '1']);
      await cache.set('/en/about', page('<h1>About</h1>', 'about'), pageContext(60));
      expect(sharedCacheState({ REDIS_URL: url })).toBe('unavailable');
      await cache.get('/en/faq', askPage);
      await cache.set('/en/contact', page('<h1>Contact</h1>', 'contact'), pageContext(60));
      expect(sharedCacheState({ REDIS_URL: url })).toBe('unavailable');
      expect(logged.events('shared_cache_unavailable')).toEqual([expect.objectContaining({ kind: 'read_only' })]);
    } finally {
      await direct.sendCommand(['REPLICAOF', 'NO', 'ONE']);
    }
    await cache.set('/en/about', page('<h1>About</h1>', 'about'), pageContext(60));
    expect(sharedCacheState({ REDIS_URL: url })).toBe('connected');
    expect(logged.events('shared_cache_connected').length).toBeGreaterThanOrEqual(1);
  });
});
