import { createServer, type Socket } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@redis/client';
import { demoNews, newsHeading, retitleNews, revalidate, undoEdits } from './editing';
import { logged, startRedis, startSite, stop, untilLive, type Started } from './processes';
import {
  E2E_REVALIDATE_SECRET,
  REDIS_PORT,
  REDIS_URL,
  SHARED_CACHE_DEMO_ORIGIN,
  SITE_PORTS,
  siteEnvironment,
} from './servers';

/*
 * Two instances of the site sharing one page cache and data cache in Redis (REDIS_URL), as behind a load
 * balancer. This file starts them from the e2e build, and a Redis server of its own on a
 * loopback port, and stops each by its pid. They start before Redis does, so the first
 * requests meet it down; Redis is stopped again at the end.
 */
test.describe.configure({ mode: 'serial' });

const urls = SITE_PORTS.sharedCache.map((port) => `http://localhost:${port}`);
const [A, B] = urls as [string, string];

let sites: Started[] = [];
let redis: Started | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sites = SITE_PORTS.sharedCache.map((port) =>
    startSite(port, {
      // Answers are kept far longer than any wait below, so that only the shared cache
      // can explain what each instance shows.
      ...siteEnvironment(SHARED_CACHE_DEMO_ORIGIN, 300),
      REDIS_URL,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
    }),
  );
  for (const url of urls) await untilLive(url, 90_000);
});

test.afterAll(async () => {
  await Promise.all([...sites, ...(redis ? [redis] : [])].map(stop));
  await undoEdits(SHARED_CACHE_DEMO_ORIGIN);
});

test('without Redis the instances are in service from the start, serve from their own memory and say so once', async ({
  page,
}) => {
  // No page asked for yet: each instance tried its shared cache when it started, and is ready,
  // degraded, instead of leaving the balancer (a `connecting` here would mean it never tried).
  for (const url of [A, B]) await expect.poll(() => readiness(page, url)).toEqual(DEGRADED);
  for (const site of sites) expect(logged(site, 'shared_cache_unavailable')).toBe(1);
  const [latest] = await demoNews(SHARED_CACHE_DEMO_ORIGIN, 'en', 1);
  for (const url of [A, B, A, B]) {
    const response = await page.request.get(`${url}/en/news`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(asReactWritesIt(latest!.title));
  }
  for (const site of sites) {
    await expect.poll(() => logged(site, 'shared_cache_unavailable')).toBe(1);
    expect(logged(site, 'shared_cache_connected')).toBe(0);
  }
  for (const url of [A, B]) expect(await readiness(page, url)).toEqual(DEGRADED);
});

/** Text as React writes it into HTML. */
const asReactWritesIt = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!);

/** What an instance's readiness check answers. */
async function readiness(page: Page, url: string) {
  const response = await page.request.get(`${url}/api/ready`);
  return { code: response.status(), ...((await response.json()) as { status: string; sharedCache: string }) };
}
const DEGRADED = { code: 200, status: 'degraded', sharedCache: 'unavailable' };
const READY = { code: 200, status: 'serving', sharedCache: 'connected' };

/** The keys the instances have stored in Redis. */
async function sharedKeys(): Promise<string[]> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  try {
    return await client.keys('site:*');
  } finally {
    await client.quit();
  }
}

test('once Redis starts, each instance connects on its own, with no page asked, and is ready', async ({ page }) => {
  redis = startRedis(REDIS_PORT);
  for (const site of sites)
    await expect.poll(() => logged(site, 'shared_cache_connected'), { timeout: 15_000 }).toBe(1);
  for (const url of [A, B]) expect(await readiness(page, url)).toEqual(READY);
});

test('a page and its answers cached through one instance are served by the other, and revalidated through either', async ({
  page,
}) => {
  const target = (await demoNews(SHARED_CACHE_DEMO_ORIGIN, 'en', 10))[4]!;
  expect(await newsHeading(page, A, 'en', target.id), 'warmed through A').toBe(target.title);
  // A stores the page it rendered beside the answers it was made from.
  await expect
    .poll(async () => (await sharedKeys()).some((key) => key.endsWith(`/en/news-details/${target.id}`)))
    .toBe(true);
  // B serves it from there rather than rendering it for this visitor (STALE: B does not know
  // the page's revalidate time, which Next keeps per process, and renders it once more behind).
  const fromB = await page.request.get(`${B}/en/news-details/${target.id}`);
  expect(fromB.headers()['x-nextjs-cache'], 'A’s page, through B').toMatch(/^(HIT|STALE)$/);

  const edited = `Shared edit ${Date.now()}`;
  await retitleNews(SHARED_CACHE_DEMO_ORIGIN, target.id, edited);
  // B never fetched this item: the old title can only come from what A put in Redis.
  expect(await newsHeading(page, B, 'en', target.id), 'A’s answer, through B').toBe(target.title);

  await revalidate(A, { collection: 'news', id: target.id }, [`news:${target.id}`]);
  // The hook answers before the shared entries are deleted (Next finishes a revalidation
  // after the response), so B may need a moment: far less than the five minutes they are kept.
  await expect.poll(() => newsHeading(page, B, 'en', target.id), { timeout: 10_000 }).toBe(edited);
  expect(await newsHeading(page, A, 'en', target.id)).toBe(edited);
});

test('when Redis goes away the instances keep serving and say so once', async ({ page }) => {
  await stop(redis!);
  const [latest] = await demoNews(SHARED_CACHE_DEMO_ORIGIN, 'en', 1);
  for (const url of [A, B, A, B]) {
    const response = await page.request.get(`${url}/en/news`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(asReactWritesIt(latest!.title));
  }
  for (const site of sites) await expect.poll(() => logged(site, 'shared_cache_unavailable')).toBe(2);
  for (const url of [A, B]) expect(await readiness(page, url)).toEqual(DEGRADED);

  // Where Redis was, a listener that hangs up on every connection counts the clients' attempts
  // to reconnect: several fail, and none of them is logged again.
  let attempts = 0;
  const hangUp = createServer((socket) => {
    attempts += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => hangUp.listen(REDIS_PORT, '127.0.0.1', resolve));
  try {
    await expect.poll(() => attempts, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
  } finally {
    await new Promise((resolve) => hangUp.close(resolve));
  }
  for (const site of sites) expect(logged(site, 'shared_cache_unavailable')).toBe(2);
});

test('a Redis that takes connections and never answers holds no page up; once Redis is back, both write to it again', async ({
  page,
}) => {
  // Where Redis was, a listener that takes every connection and never answers.
  const silent = new Set<Socket>();
  const mute = createServer((socket) => void silent.add(socket));
  await new Promise<void>((resolve) => mute.listen(REDIS_PORT, '127.0.0.1', resolve));
  try {
    await expect.poll(() => silent.size, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const news = await demoNews(SHARED_CACHE_DEMO_ORIGIN, 'en', 10);
    // Pages asked for the first time, and again: none waits on the silent connection.
    for (const [index, url] of [A, B, A, B].entries()) {
      const response = await page.request.get(`${url}/en/news-details/${news[6 + (index % 2)]!.id}`, {
        timeout: 5_000,
      });
      expect(response.status()).toBe(200);
    }
    for (const url of [A, B]) expect(await readiness(page, url)).toEqual(DEGRADED);
  } finally {
    for (const socket of silent) socket.destroy();
    await new Promise((resolve) => mute.close(resolve));
  }

  redis = startRedis(REDIS_PORT);
  for (const site of sites)
    await expect.poll(() => logged(site, 'shared_cache_connected'), { timeout: 10_000 }).toBe(2);
  for (const url of [A, B]) expect(await readiness(page, url)).toEqual(READY);
  const [fresh] = (await demoNews(SHARED_CACHE_DEMO_ORIGIN, 'en', 10)).slice(8);
  expect(await newsHeading(page, A, 'en', fresh!.id)).toBe(fresh!.title);
  await expect
    .poll(async () => (await sharedKeys()).some((key) => key.endsWith(`/en/news-details/${fresh!.id}`)))
    .toBe(true);
});
