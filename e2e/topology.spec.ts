import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { findNginx, startSiteProxy, type SiteProxy } from '../scripts/site-proxy';
import { demoNews, revalidate, retitleNews, undoEdits } from './editing';
import { startRedis, startSite, stop, untilLive, type Started } from './processes';
import { MESSAGES } from './support';
import {
  E2E_REVALIDATE_SECRET,
  SITE_PORTS,
  siteEnvironment,
  TOPOLOGY_DEMO_ORIGIN,
  TOPOLOGY_REDIS_PORT,
} from './servers';

/*
 * The deployment we ship, run as a whole without Docker: Debian's nginx with
 * deploy/nginx/site.conf (its ${...} filled) in front of two production instances sharing a
 * Redis, against an editable demo upstream of their own. The tests run in order: the last ones
 * stop the instances.
 */
test.describe.configure({ mode: 'serial' });

/** How long the instances keep the upstream's answers, and so `s-maxage`: nginx keeps pages as long. */
const REVALIDATE_SECONDS = 3;
const instanceUrls = SITE_PORTS.topology.map((port) => `http://localhost:${port}`);
const [A] = instanceUrls as [string, string];
const FAULT_URL = `${TOPOLOGY_DEMO_ORIGIN}/__demo/fault`;

let instances: Started[] = [];
let redis: Started | undefined;
let proxy: SiteProxy | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!findNginx()) throw new Error('nginx is not installed: scripts/ensure-system-packages.sh installs it');
  redis = startRedis(TOPOLOGY_REDIS_PORT);
  instances = SITE_PORTS.topology.map((port) =>
    startSite(port, {
      ...siteEnvironment(TOPOLOGY_DEMO_ORIGIN, REVALIDATE_SECONDS),
      REDIS_URL: `redis://127.0.0.1:${TOPOLOGY_REDIS_PORT}`,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
    }),
  );
  for (const url of instanceUrls) await untilLive(url, 90_000);
  proxy = await startSiteProxy(
    SITE_PORTS.topologyProxy,
    SITE_PORTS.topology.map((port) => `127.0.0.1:${port}`),
  );
});

test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all([...instances, ...(redis ? [redis] : [])].map(stop));
  await fetch(FAULT_URL, { method: 'DELETE' });
  await undoEdits(TOPOLOGY_DEMO_ORIGIN);
});

/** A page through the proxy: its status, nginx's cache status and its HTML. */
async function throughProxy(request: APIRequestContext, pathname: string) {
  const response = await request.get(`${proxy!.url}${pathname}`);
  return { status: response.status(), cache: response.headers()['x-cache-status'], html: await response.text() };
}

test('nginx serves a page asked for twice from its cache the second time, and never keeps the API', async ({
  request,
}) => {
  expect((await throughProxy(request, '/en/article')).cache).toBe('MISS');
  const again = await throughProxy(request, '/en/article');
  expect(again).toMatchObject({ status: 200, cache: 'HIT' });
  for (let visit = 0; visit < 2; visit += 1) {
    expect(await throughProxy(request, '/api/ready')).toMatchObject({ status: 200, cache: undefined });
  }
});

/** The JSON lines of a log, skipping any other (a line a pipe cut in two, a start-up banner). */
function jsonLines(lines: string[]): Array<Record<string, unknown>> {
  return lines.flatMap((line) => {
    try {
      const parsed: unknown = JSON.parse(line);
      return parsed && typeof parsed === 'object' ? [parsed as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

test("one request's id is followed from nginx's log through the instance's log to the upstream's", async ({
  request,
}) => {
  // A story no test here asked for: its page is made now, and its item asked of the upstream.
  const story = (await demoNews(TOPOLOGY_DEMO_ORIGIN, 'en', 6))[5]!;
  const pathname = `/en/news-details/${story.id}`;
  const response = await request.get(`${proxy!.url}${pathname}`);
  expect(response.status()).toBe(200);
  const requestId = response.headers()['x-request-id']!;
  expect(requestId, "nginx's $request_id").toMatch(/^[0-9a-f]{32}$/);

  // nginx's access log: the request, which instance it went to, and that nginx had no copy.
  const accessLog = async () => jsonLines((await readFile(proxy!.accessLog, 'utf8')).split('\n'));
  await expect.poll(async () => (await accessLog()).filter((line) => line.requestId === requestId)).toHaveLength(1);
  const atNginx = (await accessLog()).find((line) => line.requestId === requestId)!;
  expect(atNginx).toMatchObject({ method: 'GET', uri: pathname, status: 200, cache: 'MISS' });
  const ports: readonly number[] = SITE_PORTS.topology;
  const served = ports.indexOf(Number(String(atNginx.upstream).split(':').pop()));
  expect(served, `nginx's upstream ${String(atNginx.upstream)}`).toBeGreaterThanOrEqual(0);

  // That instance's log: the request's line, and a line for each upstream call made for it.
  const atInstance = () => jsonLines(instances[served]!.output).filter((line) => line.requestId === requestId);
  await expect.poll(() => atInstance().some((line) => line.event === 'request')).toBe(true);
  expect(atInstance()).toContainEqual(
    expect.objectContaining({ event: 'request', route: '/[locale]/news-details/[id]', path: pathname, status: 200 }),
  );
  const calls = atInstance().filter((line) => line.event === 'upstream_request');
  expect(calls.map((line) => line.path)).toContainEqual(expect.stringContaining(`/news/${story.id}`));

  // The upstream's own log: each of those calls arrived with the same id, and no other did.
  const { requests } = (await (await fetch(`${TOPOLOGY_DEMO_ORIGIN}/__demo/requests`)).json()) as {
    requests: Array<{ path: string; requestId: string | null }>;
  };
  const atUpstream = requests.filter((logged) => logged.requestId === requestId).map((logged) => logged.path);
  expect(atUpstream.toSorted()).toEqual(calls.map((line) => String(line.path)).toSorted());
});

test("an instance's 5xx is never kept by nginx", async ({ request }) => {
  const [, , story] = await demoNews(TOPOLOGY_DEMO_ORIGIN, 'en', 3);
  const pathname = `/en/news-details/${story!.id}`;
  expect(
    (await request.post(FAULT_URL, { data: { mode: 'error-500', match: `/content/api/v1/news/${story!.id}` } })).ok(),
  ).toBe(true);
  try {
    const failed = await throughProxy(request, pathname);
    expect(failed).toMatchObject({ status: 500, cache: 'MISS' });
    // The failure page reads without script through nginx too: its message and a retry.
    expect(failed.html).toContain(MESSAGES.en.Errors.unavailable);
    expect(failed.html).toContain(`href="${pathname}"`);
  } finally {
    expect((await request.delete(FAULT_URL)).ok()).toBe(true);
  }
  const after = await throughProxy(request, pathname);
  expect(after).toMatchObject({ status: 200, cache: 'MISS' });
  expect(after.html).toContain(story!.title);
});

test('the revalidation hook called on one instance makes both serve the new text, and nginx within s-maxage', async ({
  request,
}) => {
  const [story] = await demoNews(TOPOLOGY_DEMO_ORIGIN, 'en', 1);
  const title = `Edited for the topology ${Date.now()}`;
  await throughProxy(request, '/en/news');
  expect((await throughProxy(request, '/en/news')).cache).toBe('HIT');

  await retitleNews(TOPOLOGY_DEMO_ORIGIN, story!.id, title);
  await revalidate(A, { collection: 'news' }, ['news']);
  const revalidatedAt = Date.now();
  for (const url of instanceUrls) {
    await expect
      .poll(async () => (await request.get(`${url}/en/news`)).text(), { message: url, timeout: 10_000 })
      .toContain(title);
  }
  // nginx keeps its copy for s-maxage, then refreshes it behind the next request.
  await expect
    .poll(async () => (await throughProxy(request, '/en/news')).html, { intervals: [250], timeout: 15_000 })
    .toContain(title);
  const seconds = (Date.now() - revalidatedAt) / 1000;
  test.info().annotations.push({ type: 'nginx held the old list for', description: `${seconds.toFixed(1)} s` });
  expect(seconds).toBeLessThanOrEqual(REVALIDATE_SECONDS + 2);
});

test("emptying nginx's cache folder, as deploy/README.md says, makes the next request show an urgent fix", async ({
  request,
}) => {
  const [story] = await demoNews(TOPOLOGY_DEMO_ORIGIN, 'en', 1);
  const pathname = `/en/news-details/${story!.id}`;
  await throughProxy(request, pathname);
  expect((await throughProxy(request, pathname)).cache).toBe('HIT');
  const title = `Urgent fix ${Date.now()}`;
  await retitleNews(TOPOLOGY_DEMO_ORIGIN, story!.id, title);
  await revalidate(A, { collection: 'news', id: story!.id }, [`news:${story!.id}`]);
  for (const url of instanceUrls) {
    await expect.poll(async () => (await request.get(`${url}${pathname}`)).text(), { message: url }).toContain(title);
  }
  expect((await throughProxy(request, pathname)).html, 'nginx still holds the page').not.toContain(title);
  // What the README's command does in the container: every file of the cache, the folder kept.
  const cache = path.join(proxy!.folder, 'cache');
  for (const entry of await readdir(cache)) await rm(path.join(cache, entry), { recursive: true });
  const fixed = await throughProxy(request, pathname);
  expect(fixed.cache).toBe('MISS');
  expect(fixed.html).toContain(title);
});

test('with one instance stopped every request is answered by the other', async ({ request }) => {
  await stop(instances[1]!);
  const stories = await demoNews(TOPOLOGY_DEMO_ORIGIN, 'en', 12);
  // Never asked for before, so that each goes through to an instance; and the probes, never kept.
  const pathnames = [
    ...stories.slice(3).map((story) => `/en/news-details/${story.id}`),
    ...Array(10).fill('/api/ready'),
  ];
  for (const pathname of pathnames) expect((await throughProxy(request, pathname)).status, pathname).toBe(200);
});

test('with both instances stopped nginx answers with the pages it holds', async ({ request }) => {
  // A page nginx holds (the cache was emptied above).
  expect((await throughProxy(request, '/en/article')).status).toBe(200);
  await stop(instances[0]!);
  // Once its s-maxage has passed (nginx counts whole seconds) nginx would ask an instance, and
  // answers with what it holds instead; until then it answers HIT, which changes nothing.
  let held = await throughProxy(request, '/en/article');
  await expect
    .poll(
      async () => {
        held = await throughProxy(request, '/en/article');
        return held.cache;
      },
      { timeout: (REVALIDATE_SECONDS + 10) * 1000 },
    )
    .toMatch(/^(STALE|UPDATING)$/);
  expect(held.status).toBe(200);
  expect(held.html).toContain('<main');
  expect((await throughProxy(request, '/en/never-asked-for')).status).toBe(502);
});
