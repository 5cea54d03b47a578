import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startDemoUpstream, type DemoUpstream } from '../demo-upstream/server';
import { start, startSite, stop, untilLive, type Started } from './processes';
import { DEMO_ORIGIN, DEMO_PORTS, E2E_TOKEN, SITE_PORTS, siteDistDir, siteEnvironment } from './servers';
import { commonNewsWord } from './support';

/**
 * The metrics as an operator reads them: two instances of a production build, each exposing its
 * own on its metrics port, scraped by a real Prometheus (Debian's), and known traffic read back
 * through Prometheus's query API: a miss and a hit of the page cache, a 404 and an upstream
 * failure, each counted once, where it should be, and the site's figure the sum of both.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
const PROMETHEUS_URL = `http://127.0.0.1:${SITE_PORTS.prometheus}`;
const SITES = SITE_PORTS.metrics.map((port) => `http://localhost:${port}`);

let demo: DemoUpstream;
let sites: Started[] = [];
let prometheus: Started | undefined;
let folder: string;

test.beforeAll(async () => {
  demo = await startDemoUpstream({
    port: DEMO_PORTS.metrics,
    token: E2E_TOKEN,
    mediaBaseUrl: DEMO_ORIGIN,
    faultControl: true,
  });
  sites = SITE_PORTS.metrics.map((port, index) =>
    startSite(port, {
      ...siteEnvironment(demo.url, 60),
      NEXT_DIST_DIR: siteDistDir(`metrics-${index + 1}`),
      METRICS_PORT: String(SITE_PORTS.metricsPorts[index]),
      // Each reads every list at start-up for its search index: on a machine busy with the other
      // tests, the tests' brief time limit would leave it without one, and its figures unread.
      UPSTREAM_TIMEOUT_MS: '20000',
    }),
  );
  folder = mkdtempSync(path.join(os.tmpdir(), 'site-prometheus-'));
  writeFileSync(
    path.join(folder, 'prometheus.yml'),
    [
      'global: { scrape_interval: 1s, scrape_timeout: 1s }',
      'scrape_configs:',
      '  - job_name: site',
      `    static_configs: [{ targets: [${SITE_PORTS.metricsPorts.map((port) => `'127.0.0.1:${port}'`).join(', ')}] }]`,
    ].join('\n'),
  );
  prometheus = start(PROMETHEUS, [
    `--config.file=${path.join(folder, 'prometheus.yml')}`,
    `--storage.tsdb.path=${path.join(folder, 'data')}`,
    `--web.listen-address=127.0.0.1:${SITE_PORTS.prometheus}`,
  ]);
  await Promise.all(SITES.map((site) => untilLive(site)));
  // Both instances scraped, and known to be up, before any traffic.
  await expect.poll(() => query('sum(up{job="site"})'), { timeout: 30_000 }).toBe(2);
});

test.afterAll(async () => {
  await Promise.all([...sites, ...(prometheus ? [prometheus] : [])].map(stop));
  await demo?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** One number Prometheus computes from what it scraped; 0 where it has no series. */
async function query(expression: string): Promise<number> {
  const response = await fetch(`${PROMETHEUS_URL}/api/v1/query?query=${encodeURIComponent(expression)}`).catch(
    () => null,
  );
  if (!response?.ok) return Number.NaN;
  const { data } = (await response.json()) as { data: { result: Array<{ value: [number, string] }> } };
  return data.result.length === 0 ? 0 : Number(data.result[0]!.value[1]);
}

/** A count once the next scrapes have it: each check waits until the figure stops changing for it. */
const counted = (expression: string, expected: number) =>
  expect.poll(() => query(expression), { timeout: 15_000, message: expression }).toBe(expected);

test('counts a miss and a hit, a 404 and an upstream failure once each, where they belong', async ({ request }) => {
  const [first, second] = SITES as [string, string];
  // A query's first ask is made for that request alone, past the page cache; its second is a miss
  // the page cache keeps, its third a hit.
  const search = `${first}/en/search?q=${encodeURIComponent(await commonNewsWord('en'))}`;
  const cacheStates = [];
  for (let ask = 0; ask < 3; ask += 1) cacheStates.push((await request.get(search)).headers()['x-nextjs-cache']);
  expect(cacheStates).toEqual([undefined, 'MISS', 'HIT']);
  await counted('sum(site_page_cache_requests_total{route="/[locale]/search",outcome="miss"})', 1);
  await counted('sum(site_page_cache_requests_total{route="/[locale]/search",outcome="hit"})', 1);
  await counted('sum(site_http_request_duration_seconds_count{route="/[locale]/search",status="200"})', 3);

  // An address that names nothing, on each instance: the site's figure is the sum of theirs.
  for (const site of SITES) expect((await request.get(`${site}/en/no-such-page`)).status()).toBe(404);
  await counted('sum(site_http_request_duration_seconds_count{route="/[locale]/[...rest]",status="404"})', 2);
  await counted('count(site_http_request_duration_seconds_count{route="/[locale]/[...rest]",status="404"} == 1)', 2);

  // An item whose upstream answers 500: one call of that upstream failed, one page answered 500.
  const fault = await fetch(`${demo.url}/__demo/fault`, {
    method: 'POST',
    body: JSON.stringify({ mode: 'error-500', match: '/news/3' }),
  });
  expect(fault.ok).toBe(true);
  try {
    expect((await request.get(`${second}/en/news-details/3`)).status()).toBe(500);
  } finally {
    await fetch(`${demo.url}/__demo/fault`, { method: 'DELETE' });
  }
  await counted('sum(site_http_request_duration_seconds_count{route="/[locale]/news-details/[id]",status="500"})', 1);
  await counted('sum(site_upstream_request_duration_seconds_count{outcome="http_error"})', 1);
  // Nowhere else: no other answer of that route.
  await counted('sum(site_http_request_duration_seconds_count{route="/[locale]/news-details/[id]"})', 1);
});

test('exposes the state, the build and the default collectors of each instance', async () => {
  await counted('sum(site_serving_state{state="serving"})', 2);
  await counted('count(site_build_info)', 2);
  await expect
    .poll(() => query('count(site_search_index_documents{locale=~"tm|ru|en"} > 0)'), { timeout: 60_000 })
    .toBe(6);
  await counted('count(site_search_index_age_seconds{locale=~"tm|ru|en"} >= 0)', 6);
  await counted('count(process_resident_memory_bytes > 0)', 2);
  await counted('count(nodejs_eventloop_lag_p99_seconds >= 0)', 2);
  await counted('count(site_event_loop_utilization >= 0)', 2);
  // Each instance also tells its own state on that port.
  for (const port of SITE_PORTS.metricsPorts) {
    const ready = await fetch(`http://127.0.0.1:${port}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'serving', sharedCache: 'not configured' });
  }
});
