import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@redis/client';
import { demoNews } from './editing';
import { startRedis, startSentinel, startSite, stop, untilLive, type Started } from './processes';
import { DEMO_ORIGIN, FAILOVER_REDIS_PORTS, FAILOVER_SENTINEL_PORTS, SITE_PORTS, siteEnvironment } from './servers';
import { LOCALES } from './support';

/*
 * Two instances of the site on a Redis that fails over: a master and its replica, both with a
 * password, watched by three sentinels (a quorum of two) with a password of their own, as an
 * operator runs Redis Sentinel. The master is killed while the instances serve; every page keeps
 * answering, and the instances write to the promoted replica once the sentinels name it. This file
 * starts every server itself, on loopback ports of its own, and stops each by its pid.
 */
test.describe.configure({ mode: 'serial' });

const MASTER_NAME = 'site-cache';
const PASSWORD = 'e2e-redis-password-1c9e';
const SENTINEL_PASSWORD = 'e2e-sentinel-password-7d2f';
/** Short, so that the test is quick: Debian's default is 30 s (docs/operating.md, Failover). */
const DOWN_AFTER_MS = 1000;
/** How long a sentinel waits on a failover it started; it tries again only after twice that. */
const FAILOVER_TIMEOUT_MS = 5000;
/**
 * From the kill to the replica's promotion, the sentinels' part: they agree the master is down
 * after DOWN_AFTER_MS, elect a leader and promote the replica, a second or two here; when an
 * election splits the votes, the next one waits twice FAILOVER_TIMEOUT_MS (13.5 s in one full run).
 */
const PROMOTED_WITHIN_MS = DOWN_AFTER_MS + 2 * FAILOVER_TIMEOUT_MS + 5000;
/**
 * From the promotion to the first page written to the new master, the site's part: the instances
 * ask the sentinels once a second while Redis fails them (ASK_SENTINELS_EVERY_MS).
 */
const WRITES_TO_NEW_MASTER_WITHIN_MS = 5000;

const [MASTER_PORT, REPLICA_PORT] = FAILOVER_REDIS_PORTS;
const urls = SITE_PORTS.failover.map((port) => `http://localhost:${port}`);

let master: Started;
let replica: Started;
let sentinels: Started[] = [];
let sites: Started[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A replica writes what it receives to its folder: a temporary one, not the tree.
  const auth = [
    '--requirepass',
    PASSWORD,
    '--masterauth',
    PASSWORD,
    '--dir',
    mkdtempSync(path.join(os.tmpdir(), 'failover-')),
  ];
  master = startRedis(MASTER_PORT, auth);
  replica = startRedis(REPLICA_PORT, [...auth, '--replicaof', '127.0.0.1', String(MASTER_PORT)]);
  await expect.poll(() => info(REPLICA_PORT, 'replication'), { timeout: 15_000 }).toContain('master_link_status:up');
  sentinels = FAILOVER_SENTINEL_PORTS.map((port) =>
    startSentinel(port, [
      `requirepass ${SENTINEL_PASSWORD}`,
      `sentinel sentinel-pass ${SENTINEL_PASSWORD}`,
      `sentinel monitor ${MASTER_NAME} 127.0.0.1 ${MASTER_PORT} 2`,
      `sentinel auth-pass ${MASTER_NAME} ${PASSWORD}`,
      `sentinel down-after-milliseconds ${MASTER_NAME} ${DOWN_AFTER_MS}`,
      `sentinel failover-timeout ${MASTER_NAME} ${FAILOVER_TIMEOUT_MS}`,
    ]),
  );
  // Each sentinel knows the replica and the two others (they meet through the master, every 2 s);
  // one that does not listen yet is asked again.
  for (const port of FAILOVER_SENTINEL_PORTS) {
    await expect
      .poll(async () => watched(await sentinelSays(port, ['SENTINEL', 'MASTER', MASTER_NAME]).catch(() => [])), {
        timeout: 30_000,
      })
      .toEqual({ replicas: '1', otherSentinels: '2' });
  }
  sites = SITE_PORTS.failover.map((port) =>
    startSite(port, {
      ...siteEnvironment(DEMO_ORIGIN, 300),
      REDIS_SENTINELS: FAILOVER_SENTINEL_PORTS.map((each) => `127.0.0.1:${each}`).join(','),
      REDIS_SENTINEL_MASTER: MASTER_NAME,
      REDIS_PASSWORD: PASSWORD,
      REDIS_SENTINEL_PASSWORD: SENTINEL_PASSWORD,
    }),
  );
  for (const url of urls) await untilLive(url, 90_000);
});

test.afterAll(async () => {
  await Promise.all([...sites, ...sentinels, master, replica].filter(Boolean).map(stop));
});

/** A reply of the Redis (or sentinel) on `port`, asked with `password`. */
async function ask<T>(port: number, password: string, command: string[]): Promise<T> {
  const client = createClient({ socket: { host: '127.0.0.1', port, reconnectStrategy: false }, password });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.sendCommand(command)) as T;
  } finally {
    client.destroy();
  }
}
const info = (port: number, section: string) => ask<string>(port, PASSWORD, ['INFO', section]).catch(() => '');
const sentinelSays = (port: number, command: string[]) => ask<string[]>(port, SENTINEL_PASSWORD, command);
const keysOf = (port: number) => ask<string[]>(port, PASSWORD, ['KEYS', 'site:*']);
function watched(reply: string[]) {
  const field = (name: string) => reply[reply.indexOf(name) + 1];
  return { replicas: field('num-slaves'), otherSentinels: field('num-other-sentinels') };
}

async function readiness(page: Page, url: string) {
  const response = await page.request.get(`${url}/api/ready`);
  return { code: response.status(), ...((await response.json()) as { status: string; sharedCache: string }) };
}
const READY = { code: 200, status: 'serving', sharedCache: 'connected' };

test('the master is killed under load: every page answers, and the instances write to the promoted replica', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const url of urls) await expect.poll(() => readiness(page, url), { timeout: 15_000 }).toEqual(READY);
  const news = await demoNews(DEMO_ORIGIN, 'en', 30);
  const addresses = LOCALES.flatMap((locale) => news.map(({ id }) => `/${locale}/news-details/${id}`));
  expect(addresses.length).toBeGreaterThanOrEqual(60);
  // Pages the instances serve under load, written through one of them to the master beforehand.
  const warm = addresses.splice(0, 6);
  for (const address of warm) expect((await fetch(`${urls[0]}${address}`)).status).toBe(200);
  await expect
    .poll(async () => {
      const keys = await keysOf(MASTER_PORT);
      return warm.every((address) => keys.some((key) => key.endsWith(address)));
    })
    .toBe(true);
  await expect.poll(async () => (await keysOf(REPLICA_PORT)).length).toBe((await keysOf(MASTER_PORT)).length);

  let loading = true;
  const statuses: number[] = [];
  const load = Array.from({ length: 4 }, async (_, worker) => {
    for (let index = worker; loading; index++) {
      const response = await fetch(`${urls[index % 2]}${warm[index % warm.length]}`, {
        signal: AbortSignal.timeout(5000),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
  });

  master.process.kill('SIGKILL');
  const killedAt = Date.now();
  // A page asked for the first time after the kill, through either instance, every 250 ms, until
  // one is found on the replica: written there once it is master, by no say-so of the instance.
  const askedAfterKill: string[] = [];
  let promotedAt: number | undefined;
  let writtenAt: number | undefined;
  while (writtenAt === undefined && Date.now() - killedAt < PROMOTED_WITHIN_MS + WRITES_TO_NEW_MASTER_WITHIN_MS) {
    const address = addresses.shift()!;
    const response = await fetch(`${urls[askedAfterKill.length % 2]}${address}`, { signal: AbortSignal.timeout(5000) });
    statuses.push(response.status);
    askedAfterKill.push(address);
    if (promotedAt === undefined && (await info(REPLICA_PORT, 'replication')).includes('role:master')) {
      promotedAt = Date.now();
    }
    const keys = await keysOf(REPLICA_PORT).catch(() => []);
    if (askedAfterKill.some((asked) => keys.some((key) => key.endsWith(asked)))) writtenAt = Date.now();
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Under load through the switch and past it: however soon the replica took over, the load
  // goes on until the instances have answered more than twenty requests since the kill.
  await expect.poll(() => statuses.length, { timeout: 15_000 }).toBeGreaterThan(20);
  loading = false;
  await Promise.all(load);

  expect(promotedAt, 'the sentinels promoted the replica').toBeDefined();
  expect(writtenAt, 'a page asked after the kill is on the new master').toBeDefined();
  const [promotedMs, followedMs] = [promotedAt! - killedAt, writtenAt! - promotedAt!];
  test
    .info()
    .annotations.push(
      { type: 'kill to promotion', description: `${promotedMs} ms` },
      { type: 'promotion to first write on the new master', description: `${followedMs} ms` },
    );
  expect(promotedMs).toBeLessThanOrEqual(PROMOTED_WITHIN_MS);
  expect(followedMs).toBeLessThanOrEqual(WRITES_TO_NEW_MASTER_WITHIN_MS);
  expect(await info(REPLICA_PORT, 'replication')).toContain('role:master');
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  // The warm pages are still there, with the namespaces, and both instances say connected again.
  const promoted = await keysOf(REPLICA_PORT);
  for (const address of warm)
    expect(
      promoted.some((key) => key.endsWith(address)),
      address,
    ).toBe(true);
  expect(promoted).toContain('site:namespaces');
  for (const url of urls) await expect.poll(() => readiness(page, url), { timeout: 10_000 }).toEqual(READY);
});
