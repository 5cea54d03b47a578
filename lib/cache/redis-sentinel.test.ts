import { createClient } from '@redis/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/lib/test/log-lines';
import { freePort, redisServerPath, startRedisServer, type RedisServer } from '@/lib/test/redis-server';
import {
  connectRedis,
  createSharedCache,
  keyPrefix,
  sharedClientFor,
  TIMEOUT_MS,
  type RedisClient,
} from './redis-cache';
import { availabilityLog, sharedCacheState } from './shared-cache';

const RELEASE = 'release-a';
const PASSWORD = 'data-nodes-password';
const SENTINEL_PASSWORD = 'sentinels-password';
const MASTER = 'site-cache';

const answer = (body: string) => ({
  kind: 'FETCH' as never,
  data: { headers: {}, body, status: 200, url: 'http://demo.test/news' },
  revalidate: 60,
});
const fetchContext = { fetchCache: true, tags: ['news'] };

let logged: ReturnType<typeof captureLog>;
const clients: RedisClient[] = [];
beforeEach(() => {
  logged = captureLog();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
});

/** A client of the tests' own, straight to one server. */
async function direct(server: RedisServer, password = PASSWORD) {
  const client = createClient({ url: server.url, password }) as RedisClient;
  client.on('error', () => {});
  clients.push(client);
  await client.connect();
  return client;
}

describe.skipIf(!redisServerPath)('a Redis that requires a password', () => {
  let server: RedisServer;
  beforeAll(async () => {
    server = await startRedisServer([`requirepass ${PASSWORD}`]);
  });
  afterAll(() => server.stop());

  it.each([
    ['in the URL', () => ({ url: `redis://:${PASSWORD}@127.0.0.1:${server.port}` })],
    ['apart (REDIS_PASSWORD)', () => ({ url: server.url, password: PASSWORD })],
  ])('is used with the password %s', async (_, config) => {
    const client = connectRedis(config());
    clients.push(client);
    const cache = createSharedCache(client, RELEASE);
    await expect.poll(() => client.isReady).toBe(true);
    await cache.set('answer', answer('shared'), fetchContext);
    expect(await (await direct(server)).exists(`${keyPrefix(RELEASE)}answer`)).toBe(1);
  });

  it('is reported unavailable, of kind auth, with a wrong password', async () => {
    const log = availabilityLog();
    const client = connectRedis({ url: server.url, password: 'wrong' }, undefined, log);
    clients.push(client);
    await vi.waitFor(() =>
      expect(logged.events('shared_cache_unavailable')).toEqual([expect.objectContaining({ kind: 'auth' })]),
    );
  });
});

describe.skipIf(!redisServerPath)('Redis behind sentinels', () => {
  let master: RedisServer;
  let replica: RedisServer;
  let sentinel: RedisServer;
  const env = () => ({
    REDIS_SENTINELS: `127.0.0.1:${sentinel.port}`,
    REDIS_SENTINEL_MASTER: MASTER,
  });

  beforeAll(async () => {
    const auth = [`requirepass ${PASSWORD}`, `masterauth ${PASSWORD}`];
    master = await startRedisServer(auth);
    replica = await startRedisServer([...auth, `replicaof 127.0.0.1 ${master.port}`]);
    await vi.waitFor(
      async () => expect(await (await direct(replica)).info('replication')).toContain('master_link_status:up'),
      { timeout: 10_000 },
    );
    sentinel = await startRedisServer(
      [
        `requirepass ${SENTINEL_PASSWORD}`,
        `sentinel monitor ${MASTER} 127.0.0.1 ${master.port} 1`,
        `sentinel auth-pass ${MASTER} ${PASSWORD}`,
        `sentinel down-after-milliseconds ${MASTER} 1000`,
        `sentinel failover-timeout ${MASTER} 5000`,
      ],
      { sentinel: true },
    );
  }, 30_000);
  afterAll(async () => {
    for (const client of clients.splice(0)) client.destroy();
    await Promise.all([sentinel, replica, master].map((server) => server?.stop()));
  });

  it('writes to the master the sentinels name, and to the new one after a failover', { timeout: 30_000 }, async () => {
    const config = {
      sentinels: [
        { host: '127.0.0.1', port: await freePort() },
        { host: '127.0.0.1', port: sentinel.port },
      ],
      masterName: MASTER,
      password: PASSWORD,
      sentinelPassword: SENTINEL_PASSWORD,
    };
    const { client, log } = sharedClientFor(config);
    clients.push(client);
    const cache = createSharedCache(client, RELEASE, log);
    await vi.waitFor(() => expect(sharedCacheState(env())).toBe('connected'), { timeout: 10_000 });
    await cache.set('before', answer('before'), fetchContext);
    expect(await (await direct(master)).exists(`${keyPrefix(RELEASE)}before`)).toBe(1);

    const sentinelClient = await direct(sentinel, SENTINEL_PASSWORD);
    await vi.waitFor(
      async () =>
        expect(JSON.stringify(await sentinelClient.sendCommand(['SENTINEL', 'REPLICAS', MASTER]))).toContain(
          String(replica.port),
        ),
      { timeout: 10_000 },
    );
    // A failover the sentinel is asked for: the old master stays up, a replica refusing writes.
    await sentinelClient.sendCommand(['SENTINEL', 'FAILOVER', MASTER]);
    const promoted = await direct(replica);
    await vi.waitFor(async () => expect(await promoted.sendCommand(['ROLE'])).toContainEqual('master'), {
      timeout: 10_000,
    });
    await vi.waitFor(
      async () => {
        await cache.set('after', answer('after'), fetchContext);
        expect(await promoted.exists(`${keyPrefix(RELEASE)}after`)).toBe(1);
      },
      // The sentinels are asked every ASK_SENTINELS_ANYWAY_MS, and on the first refused write.
      { timeout: 15_000, interval: 200 },
    );
    // What the old master held came with the replica.
    expect((await cache.get('before', { kind: 'FETCH' }))?.value).toMatchObject({ data: { body: 'before' } });
    expect(sharedCacheState(env())).toBe('connected');
  });

  it('answers at once while no sentinel does, says so once, and keeps asking', async () => {
    const port = await freePort();
    const config = { sentinels: [{ host: '127.0.0.1', port }], masterName: MASTER, password: PASSWORD };
    const { client, log } = sharedClientFor(config);
    clients.push(client);
    const cache = createSharedCache(client, RELEASE, log);
    const started = performance.now();
    await cache.set('answer', answer('from memory'), fetchContext);
    expect((await cache.get('answer', { kind: 'FETCH' }))?.value).toMatchObject({ data: { body: 'from memory' } });
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS);
    await vi.waitFor(() =>
      expect(logged.events('shared_cache_unavailable')).toEqual([expect.objectContaining({ kind: 'connection' })]),
    );
    // Still asking once a second, and still logged once.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(logged.events('shared_cache_unavailable')).toHaveLength(1);
  });
});
