import { once } from 'node:events';
import net from 'node:net';
import { createClient } from '@redis/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/lib/test/log-lines';
import { freePort } from '@/lib/test/free-port';
import { startRedisServer, type RedisServer } from '@/lib/test/redis-server';
import {
  connectRedis,
  createSharedCache,
  keyPrefix,
  sharedClientFor,
  TIMEOUT_MS,
  type RedisClient,
} from './redis-cache';
import {
  ASK_SENTINELS_ANYWAY_MS,
  ASK_SENTINELS_EVERY_MS,
  followMaster,
  masterNamedBySentinels,
} from './redis-sentinel';
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

/**
 * A TCP server in a sentinel's place that notes when each connection came: `hang` keeps each
 * open without a word (a sentinel that hangs), else it is closed at once (one that is down).
 */
async function stubServer({ hang, port = 0 }: { hang: boolean; port?: number }) {
  const connectedAt: number[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connectedAt.push(performance.now());
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    // Read, so that a client closing its end is seen.
    socket.resume();
    if (!hang) socket.destroy();
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as net.AddressInfo).port,
    connectedAt,
    openConnections: () => sockets.size,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A sentinel of a few lines that names `named` as the master, and says OK to anything else. */
async function namingSentinel(named: number) {
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.on('data', (data) => {
      // One command per RESP array; none of node-redis's arguments here starts a line with `*`.
      for (const command of String(data)
        .split(/^\*\d+\r\n/m)
        .slice(1)) {
        const port = String(named);
        socket.write(
          /GET-MASTER-ADDR-BY-NAME/i.test(command)
            ? `*2\r\n$9\r\n127.0.0.1\r\n$${port.length}\r\n${port}\r\n`
            : '+OK\r\n',
        );
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

describe('sentinels that do not answer', () => {
  it('are asked once a second, with no traffic to fail', async () => {
    const down = await stubServer({ hang: false });
    try {
      const { client } = followMaster(
        { sentinels: [{ host: '127.0.0.1', port: down.port }], masterName: MASTER },
        createClient,
        availabilityLog(),
      );
      clients.push(client);
      // Without asking again on its own it would be every ASK_SENTINELS_ANYWAY_MS.
      await vi.waitFor(() => expect(down.connectedAt.length).toBeGreaterThanOrEqual(3), {
        timeout: 2 * ASK_SENTINELS_EVERY_MS + 1500,
        interval: 50,
      });
      // Once a second, not more often: two intervals between the first three (each a connection's
      // set-up apart from when it was asked).
      const [first, , third] = down.connectedAt as [number, number, number];
      expect(third - first).toBeGreaterThan(1.5 * ASK_SENTINELS_EVERY_MS);
      expect(third - first).toBeLessThan(3 * ASK_SENTINELS_EVERY_MS);
    } finally {
      await down.close();
    }
  });
});

describe('a Redis that requires a password', () => {
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

describe('Redis behind sentinels', () => {
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
    const down = await stubServer({ hang: false });
    try {
      const config = { sentinels: [{ host: '127.0.0.1', port: down.port }], masterName: MASTER, password: PASSWORD };
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
      const asked = down.connectedAt.length;
      await vi.waitFor(() => expect(down.connectedAt.length).toBeGreaterThanOrEqual(asked + 2), {
        timeout: 2 * ASK_SENTINELS_EVERY_MS + 1500,
        interval: 50,
      });
      expect(logged.events('shared_cache_unavailable')).toHaveLength(1);
    } finally {
      await down.close();
    }
  });

  it('asks the next sentinel when one takes the connection and never answers', async () => {
    const hung = await stubServer({ hang: true });
    try {
      const started = performance.now();
      const named = await masterNamedBySentinels({
        sentinels: [
          { host: '127.0.0.1', port: hung.port },
          { host: '127.0.0.1', port: sentinel.port },
        ],
        masterName: MASTER,
        sentinelPassword: SENTINEL_PASSWORD,
      });
      expect(performance.now() - started).toBeLessThan(2500);
      expect([master.port, replica.port]).toContain(named.port);
      // The hung sentinel's connection is not left open.
      await vi.waitFor(() => expect(hung.openConnections()).toBe(0));
    } finally {
      await hung.close();
    }
  });

  it('does not follow a sentinel that names a replica', async () => {
    // A replica of no master: it says so (ROLE) at once.
    const lone = await startRedisServer([`requirepass ${PASSWORD}`, 'replicaof 127.0.0.1 1']);
    const wrong = await namingSentinel(lone.port);
    try {
      const config = { sentinels: [{ host: '127.0.0.1', port: wrong.port }], masterName: MASTER, password: PASSWORD };
      const { client } = followMaster(config, createClient, availabilityLog());
      clients.push(client);
      await vi.waitFor(
        () =>
          expect(logged.events('shared_cache_unavailable')).toEqual([
            expect.objectContaining({ message: `127.0.0.1:${lone.port}, named master, is a slave` }),
          ]),
        { timeout: 3_000 },
      );
      expect(client.isReady).toBe(false);
    } finally {
      wrong.close();
      await lone.stop();
    }
  });

  it('stays connected while the sentinels are away and the master answers, and says so once', async () => {
    const masterNode = await masterNamedBySentinels({
      sentinels: [{ host: '127.0.0.1', port: sentinel.port }],
      masterName: MASTER,
      sentinelPassword: SENTINEL_PASSWORD,
    });
    const own = await startRedisServer(
      [`sentinel monitor ${MASTER} 127.0.0.1 ${masterNode.port} 1`, `sentinel auth-pass ${MASTER} ${PASSWORD}`],
      { sentinel: true },
    );
    // Only the periodic ask runs on a fake clock: it is moved on by hand.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let down: Awaited<ReturnType<typeof stubServer>> | undefined;
    try {
      const config = { sentinels: [{ host: '127.0.0.1', port: own.port }], masterName: MASTER, password: PASSWORD };
      const { client } = followMaster(config, createClient, availabilityLog());
      clients.push(client);
      await vi.waitFor(() => expect(client.isReady).toBe(true), { timeout: 5_000 });
      expect(sharedCacheState(env())).toBe('connected');

      await own.stop();
      down = await stubServer({ hang: false, port: own.port });
      // The third ask starts once the second has ended: both failed lookups are logged by then.
      for (let asks = 1; asks <= 3; asks += 1) {
        vi.advanceTimersByTime(ASK_SENTINELS_ANYWAY_MS);
        await vi.waitFor(() => expect(down!.connectedAt.length).toBe(asks), { timeout: 3_000, interval: 50 });
      }
      expect(sharedCacheState(env())).toBe('connected');
      expect(logged.events('shared_cache_unavailable')).toEqual([]);
      expect(logged.events('sentinel_lookup_failed')).toEqual([
        expect.objectContaining({ level: 'warn', message: expect.stringContaining('No sentinel named the master') }),
      ]);
    } finally {
      vi.useRealTimers();
      await down?.close();
      await own.stop();
    }
  });
});
