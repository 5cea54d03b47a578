/**
 * `npm run bench`: builds the site into .next-bench against a demo upstream of its own,
 * serves it with `next start`, and prints Markdown tables: what the browser loads per page
 * kind against the budgets, requests per second and latency beside a bare Next page served
 * from its page cache (scripts/bench-reference), a mix of every kind of page under 50
 * connections, the servers' memory, the first byte of a detail page whose item is not
 * cached yet while the upstream is slow, Lighthouse's mobile scores (simulated, and with the
 * throttling applied to the load, beside the bare page of text with and without the site's
 * stylesheet) and what the main thread's long tasks do
 * (scripts/bench-main-thread.ts). The tables go to stdout and to docs/bench-latest.md, which
 * each run replaces.
 * A tool to run by hand, not a test: its numbers depend on the machine and on what else
 * runs on it. Everything stays on loopback. Exits 1 when a budget fails.
 *
 * BENCH_SITE_PORT / BENCH_DEMO_PORT pick the ports (default: free ones);
 * BENCH_LIGHTHOUSE_RUNS the Lighthouse runs per page (default 3, the median is shown);
 * CHROMIUM_PATH the Chromium Lighthouse drives (default /usr/bin/chromium).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { demoCollections } from '../demo-upstream/content/index.ts';
import { FAULT_CONTROL_PATH } from '../demo-upstream/faults.ts';
import { DEMO_TOKEN } from '../demo-upstream/router.ts';
import { startDemoUpstream, type DemoUpstream } from '../demo-upstream/server.ts';
import { routing } from '../lib/i18n/routing.ts';
import { DIGITAL_SERVICES, routes } from '../lib/routes.ts';
import { mainThreadOfLoads } from './bench-main-thread.ts';
import { GOAL_MISSED, SEARCH_ITEMS } from './bench-search.ts';
import {
  CACHED_SEARCH_SECONDS,
  SEARCH_LOAD_CONNECTIONS,
  SEARCH_LOAD_ROUND_SECONDS,
  SEARCH_LOAD_ROUNDS,
  SEARCH_LOAD_SECONDS,
  searchUnderLoad,
} from './bench-search-load.ts';
import { soak, soakReference, SOAK_CONNECTIONS, SOAK_SECONDS } from './bench-soak.ts';
import { observabilityCost, ratioByRound } from './bench-observability.ts';
import { measureRedisSizing, redisSizingSection, sizingPaths } from './bench-redis-sizing.ts';
import {
  barePageAsHeavy,
  benchRenders,
  pagesMadeOnRequest,
  RENDERS,
  renderTables,
  WARM_RENDERS,
} from './bench-render.ts';
import { rolloutUnderLoad } from './bench-rollout.ts';
import { throughShippedStack } from './bench-stack.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import {
  BUDGETS,
  budgetCell,
  formatKb,
  largestIsPicture,
  LATEST_REPORT_PATH,
  latestReportFile,
  CLS_BUDGET,
  gzipBytes,
  lcpBreakdown,
  markdownTable,
  measuredLine,
  median,
  missedLighthouseGoals,
  pageAssets,
  payloadBytes,
  ratioOfRounds,
  type LcpBreakdown,
  type LighthouseMetrics,
} from './bench-report.ts';
import {
  freePort,
  load,
  LOAD_CONNECTIONS,
  LOAD_ROUNDS,
  LOAD_SECONDS,
  LOAD_WARM_SECONDS,
  loadInRounds,
  nextBin,
  residentMegabytes,
  root,
  serwistBin,
  startNext,
  stopServer,
  waitUntilServing,
  type Load,
  type LoadInRounds,
} from './bench-servers.ts';
import { findNginx, startSiteProxy, type SiteProxy } from './site-proxy.ts';

const DIST_DIR = '.next-bench';
const REFERENCE_DIR = path.join(root, 'scripts', 'bench-reference');
/** The stylesheet of the bare page of text that waits on one as heavy as the site's. */
const STYLED_REFERENCE_CSS = path.join(REFERENCE_DIR, 'app', '[locale]', 'styled', 'site.css');

/** The stylesheets a page of the site names, in order, as one. */
async function stylesheetsOf(origin: string, pathname: string): Promise<string> {
  const { styles } = pageAssets(await getPage(`${origin}${pathname}`));
  const sheets = await Promise.all(styles.map((url) => fetch(`${origin}${url}`).then((response) => response.text())));
  return sheets.join('\n');
}
const MIX_SECONDS = 30;
const MIX_CONNECTIONS = 50;
/** Readers of the rollout row: each asks a page and then every build file it names, as a browser without a cache. */
const ROLLOUT_READERS = 10;
const LOCALE = 'en';
const SLOW_UPSTREAM_MS = 300;
const COLD_SAMPLES = 3;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const lighthouseBin = path.join(root, 'node_modules', '.bin', 'lighthouse');

const progress = (message: string) => console.error(`bench: ${message}`);
const localePath = (pathname: string) => (pathname === '/' ? `/${LOCALE}` : `/${LOCALE}${pathname}`);

function portFromEnvironment(name: string): Promise<number> {
  const value = process.env[name];
  return value ? Promise.resolve(Number(value)) : freePort();
}

/** Runs a Node script to its end; resolves with what it printed on stdout. */
function run(command: string[], env: NodeJS.ProcessEnv, cwd = root): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd, env });
    const output: Buffer[] = [];
    const stdout: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk) && stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(Buffer.concat(stdout).toString());
      else
        reject(
          new Error(
            `${path.basename(command[0] ?? '')} ${command[1] ?? ''} failed (${code}):\n${Buffer.concat(output)}`,
          ),
        );
    });
  });
}

/** The commit measured, marked when the tree differs from it (this bench's own output aside). */
function currentCommit(): string {
  const git = (args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const head = git(['rev-parse', '--short', 'HEAD']);
  if (head.status !== 0) return 'unknown (not a git checkout)';
  const changes = git(['status', '--porcelain', '--', '.', `:(exclude)${LATEST_REPORT_PATH}`]).stdout.trim();
  return changes ? `${head.stdout.trim()} with uncommitted changes` : head.stdout.trim();
}

async function getPage(url: string, status = 200): Promise<string> {
  const response = await fetch(url);
  if (response.status !== status) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

async function demoIds(demo: DemoUpstream, collection: 'news' | 'image'): Promise<number[]> {
  const response = await fetch(`${demo.url}/content/api/v1/${collection}/?lang=${LOCALE}`, {
    headers: { Centralized: DEMO_TOKEN },
  });
  const body = (await response.json()) as { results: { id: number }[] };
  return body.results.map(({ id }) => id);
}

/** Every other kind of page, with an item of the demo's where it needs one. */
function otherPageKinds(): [kind: string, pathname: string, status?: number][] {
  const demo = demoCollections(LOCALE);
  const first = <T extends { id: number }>(items: readonly T[]) => {
    const [item] = items;
    if (!item) throw new Error('the demo upstream has an empty collection');
    return item.id;
  };
  return [
    ['list (articles)', routes.articles()],
    ['detail (article)', routes.articleDetails(first(demo.articles))],
    ['photos', routes.photos()],
    ['videos', routes.videos()],
    ['list (advertisements)', routes.advertisements()],
    ['detail (advertisement)', routes.advertisementDetails(first(demo.advertisements))],
    ['list (competitions)', routes.competitions()],
    ['detail (competition)', routes.competitionDetails(first(demo.competitions))],
    ['list (e-lessons)', routes.lessons()],
    ['detail (e-lesson)', routes.lessonDetails(first(demo.courses))],
    ['instructor profile', routes.instructorProfile()],
    ['list (branches)', routes.branches()],
    ['detail (branch)', routes.branchDetails(first(demo.branches))],
    ['list (offices)', routes.offices(first(demo.branchCategories))],
    ['detail (office)', routes.officeDetails(first(demo.offices))],
    ['list (services)', routes.services()],
    ['detail (service)', routes.serviceDetails(first(demo.services))],
    ['faq', routes.faq()],
    ['about', routes.about()],
    ['contact', routes.contact()],
    ['digital service', routes.digital(DIGITAL_SERVICES[0])],
    ['not found', '/no-such-page', 404],
  ];
}

/** The page, asked for twice through the proxy, comes from its cache the second time. */
async function expectCachedByProxy(proxy: SiteProxy, pathname: string): Promise<void> {
  let status: string | null = null;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await fetch(`${proxy.url}${pathname}`);
    await response.arrayBuffer();
    status = response.headers.get('x-cache-status');
  }
  if (status !== 'HIT') throw new Error(`nginx did not cache ${pathname} (X-Cache-Status: ${status})`);
}

async function setSlowUpstream(demo: DemoUpstream, delayMs: number | null): Promise<void> {
  const response = await fetch(`${demo.url}${FAULT_CONTROL_PATH}`, {
    method: delayMs === null ? 'DELETE' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: delayMs === null ? undefined : JSON.stringify({ mode: 'slow', delayMs }),
  });
  if (!response.ok) throw new Error(`the demo upstream refused the fault switch (${response.status})`);
}

/** Milliseconds from sending the request to the response's first bytes (its status line). */
function timeToFirstByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent: false }, (response) => {
      const elapsed = performance.now() - started;
      response.resume();
      if (response.statusCode !== 200) reject(new Error(`GET ${url} answered ${response.statusCode}`));
      else response.on('end', () => resolve(elapsed));
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

interface PageKind {
  kind: string;
  path: string;
  /** The status it answers: 200 but for the not-found page. */
  status?: number;
}

interface SitePage extends PageKind {
  jsBudget: number;
  /** A budget of its HTML before compression (the news list's). */
  htmlRawBudget?: number;
}

/** The bare pages of scripts/bench-reference the site is weighed against: text, then a picture, as the largest element. */
const REFERENCE_PAGES: PageKind[] = [
  { kind: 'bare Next page (reference)', path: '/en' },
  { kind: 'bare Next page with a picture (reference)', path: '/en/picture' },
];
/** The bare page of text with the site's stylesheet: the floor of a page whose paint waits on one. */
const STYLED_REFERENCE: PageKind = {
  kind: "bare Next page of text with the site's stylesheet (the floor of a stylesheet's round trip)",
  path: '/en/styled',
};

interface Weight {
  js: number;
  css: number;
  /** The HTML gzipped, and as the server writes it; of that, the inline React payload. */
  html: number;
  htmlRaw: number;
  payload: number;
}

/** Whether a page's HTML misses its budgets: gzipped, and before compression where it has one. */
function missesHtmlBudget(page: SitePage & Weight): boolean {
  return page.html > BUDGETS.html || (page.htmlRawBudget !== undefined && page.htmlRaw > page.htmlRawBudget);
}

const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

async function pageWeights<Page extends PageKind>(origin: string, pages: Page[]): Promise<(Page & Weight)[]> {
  const sizes = new Map<string, Promise<number>>();
  const assetSize = (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      size = fetch(`${origin}${url}`).then(async (response) => {
        if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
        return gzipBytes(await response.arrayBuffer());
      });
      sizes.set(url, size);
    }
    return size;
  };
  const total = async (urls: string[]) => (await Promise.all(urls.map(assetSize))).reduce((sum, size) => sum + size, 0);
  const weights: (Page & Weight)[] = [];
  for (const page of pages) {
    const html = await getPage(`${origin}${page.path}`, page.status);
    const { scripts, styles } = pageAssets(html);
    weights.push({
      ...page,
      js: await total(scripts),
      css: await total(styles),
      html: gzipBytes(html),
      htmlRaw: Buffer.byteLength(html),
      payload: payloadBytes(html),
    });
  }
  return weights;
}

interface LighthouseScores extends LighthouseMetrics {
  version: string;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpBreakdown?: LcpBreakdown;
  /** Every run's LCP in the order run, the shown run's among them. */
  lcpOfRuns: number[];
}

interface LighthouseReport {
  lighthouseVersion: string;
  runtimeError?: { message: string };
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

/**
 * One Lighthouse run with its defaults: a mobile device, slow 4G and a 4× slower CPU, simulated
 * from an unthrottled load, or with `devtools` applied to the load itself and observed.
 */
async function lighthouseOnce(
  url: string,
  throttling: 'simulate' | 'devtools' = 'simulate',
): Promise<Omit<LighthouseScores, 'lcpOfRuns'>> {
  const output: Buffer[] = [];
  const errors: Buffer[] = [];
  const child = spawn(
    process.execPath,
    [
      lighthouseBin,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--throttling-method=${throttling}`,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`lighthouse ${url} failed (${code}):\n${Buffer.concat(errors)}`);
  const report = JSON.parse(Buffer.concat(output).toString('utf8')) as LighthouseReport;
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  const score = (category: keyof LighthouseReport['categories']) =>
    Math.round((report.categories[category].score ?? 0) * 100);
  const metric = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    version: report.lighthouseVersion,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpBreakdown: lcpBreakdown(report.audits),
  };
}

/**
 * The run with the median performance score, whole, so that its numbers belong together; with
 * every run's LCP, which swings from run to run: Lighthouse counts the download of the page's
 * scripts in it when one of them ran before the largest element was painted, and on loopback
 * which comes first changes between runs.
 */
async function lighthouse(url: string, throttling: 'simulate' | 'devtools' = 'simulate'): Promise<LighthouseScores> {
  const runs: Omit<LighthouseScores, 'lcpOfRuns'>[] = [];
  for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) runs.push(await lighthouseOnce(url, throttling));
  const lcpOfRuns = runs.map((run) => run.lcp);
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  return { ...byPerformance[Math.floor((runs.length - 1) / 2)]!, lcpOfRuns };
}

const ms = (value: number) => `${Math.round(value)} ms`;
/** Each round's ratio, in the order run: how far apart the rounds of one run read. */
const roundRatios = (ratios: number[]) => ratios.map((each) => each.toFixed(2)).join(', ');

/** A row of a table of loads: what, which paths, requests per second, latency, failures. */
const loadRow = (result: Load) => [
  result.kind,
  result.path,
  result.requestsPerSecond.toFixed(0),
  ms(result.p50),
  ms(result.p99),
  String(result.failures),
];

async function main(): Promise<number> {
  const [sitePort, demoPort] = await Promise.all([
    portFromEnvironment('BENCH_SITE_PORT'),
    portFromEnvironment('BENCH_DEMO_PORT'),
  ]);
  const demo = await startDemoUpstream({ port: demoPort, faultControl: true });
  const origin = `http://localhost:${sitePort}`;
  const env = {
    ...process.env,
    NEXT_DIST_DIR: DIST_DIR,
    PROVIDER_API_URL: `${demo.url}/provider`,
    CONTENT_API_URL: `${demo.url}/content/api/v1`,
    CONTENT_API_TOKEN: DEMO_TOKEN,
    MEDIA_BASE_URL: demo.url,
    SITE_URL: origin,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  let site: ChildProcess | undefined;
  let reference: ChildProcess | undefined;
  let proxy: SiteProxy | undefined;
  const stop = async () => {
    await proxy?.stop();
    await Promise.all([site, reference].flatMap((server) => (server ? [stopServer(server)] : [])));
    await demo.close();
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  // Read before building: the figures belong to the tree that was built.
  const commit = currentCommit();

  try {
    progress(`building into ${DIST_DIR} (next build)…`);
    const buildStarted = performance.now();
    await run([nextBin, 'build'], env);
    const buildSeconds = (performance.now() - buildStarted) / 1000;
    // The offline reader's worker, as `npm run build` makes it: its page weight and TBT count.
    await run([serwistBin, 'build'], env);
    site = startNext(sitePort, env);
    await waitUntilServing(origin, site);

    progress('building the reference page (scripts/bench-reference)…');
    writeFileSync(STYLED_REFERENCE_CSS, await stylesheetsOf(origin, localePath(routes.news())));
    const referenceEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '.next' };
    await run([nextBin, 'build'], referenceEnv, REFERENCE_DIR);
    const referencePort = await freePort();
    const referenceOrigin = `http://localhost:${referencePort}`;
    reference = startNext(referencePort, referenceEnv, REFERENCE_DIR);
    await waitUntilServing(referenceOrigin, reference, '/en');

    const [newsIds, albumIds] = await Promise.all([demoIds(demo, 'news'), demoIds(demo, 'image')]);
    const [warmNews] = newsIds;
    const [album] = albumIds;
    // Items whose detail nothing has asked for yet: neither the site's cache nor Next has seen them.
    const coldNews = newsIds.slice(-COLD_SAMPLES);
    if (warmNews === undefined || album === undefined || newsIds.length < COLD_SAMPLES + 1) {
      throw new Error('the demo upstream has too few news or albums');
    }
    const list = localePath(routes.news());
    const detail = localePath(routes.newsDetails(warmNews));
    // The first three are also loaded and audited; every kind of page is weighed.
    const pages: SitePage[] = [
      { kind: 'home', path: localePath(routes.home()), jsBudget: BUDGETS.js },
      { kind: 'list (news)', path: list, jsBudget: BUDGETS.js, htmlRawBudget: BUDGETS.listHtmlRaw },
      { kind: 'detail (news)', path: detail, jsBudget: BUDGETS.js },
      { kind: 'album', path: localePath(routes.galleryDetails(album)), jsBudget: BUDGETS.albumJs },
      ...otherPageKinds().map(([kind, pathname, status]) => ({
        kind,
        path: localePath(pathname),
        jsBudget: BUDGETS.js,
        status,
      })),
    ];
    progress('warming up (each page twice)…');
    for (let round = 0; round < 2; round += 1)
      for (const page of pages) await getPage(`${origin}${page.path}`, page.status);

    progress(`first byte with the upstream slowed to ${SLOW_UPSTREAM_MS} ms…`);
    await setSlowUpstream(demo, SLOW_UPSTREAM_MS);
    const cold: number[] = [];
    let warm: number;
    try {
      for (const id of coldNews) cold.push(await timeToFirstByte(`${origin}${localePath(routes.newsDetails(id))}`));
      warm = await timeToFirstByte(`${origin}${detail}`);
    } finally {
      await setSlowUpstream(demo, null);
    }

    progress('page weights…');
    const referenceWeights = await pageWeights(referenceOrigin, REFERENCE_PAGES);
    // Home, the list, a detail and an album in the other languages too, whose words are longer
    // or two bytes a letter (one reading, so that the files the pages share are fetched once).
    const weightedInEveryLanguage = pages.filter((page) =>
      ['home', 'list (news)', 'detail (news)', 'album'].includes(page.kind),
    );
    const allWeights = await pageWeights(origin, [
      ...pages,
      ...routing.locales
        .filter((locale) => locale !== LOCALE)
        .flatMap((locale) =>
          weightedInEveryLanguage.map((page) => ({
            ...page,
            kind: `${page.kind}, ${locale}`,
            path: page.path.replace(new RegExp(`^/${LOCALE}`), `/${locale}`),
          })),
        ),
    ]);

    progress(`load: ${LOAD_SECONDS} s each on ${LOAD_CONNECTIONS} connections…`);
    const weightOf = (weights: (PageKind & Weight)[], path: string) => weights.find((page) => page.path === path)!;
    const inKb = (bytes: number) => (bytes / 1024).toFixed(1);
    const referenceBytes = weightOf(referenceWeights, '/en').htmlRaw;
    // Bare pages of cards as heavy as the news list and the detail, before and after gzip: what
    // the site's pages cost beyond their bytes (scripts/bench-reference/weighted.tsx).
    const [weighted, weightedAsDetail] = [
      await barePageAsHeavy(referenceOrigin, weightOf(allWeights, list)),
      await barePageAsHeavy(referenceOrigin, weightOf(allWeights, detail)),
    ];
    const weightedBytes = Buffer.byteLength(weighted.html);
    // Both pages' weights, so that a reader sees how alike they are before and after gzip.
    const bothWeights = (path: string, bare: { html: string }) => {
      const site = weightOf(allWeights, path);
      return `${inKb(site.htmlRaw)} KB, gzip ${inKb(site.html)} KB; the bare page ${inKb(Buffer.byteLength(bare.html))} KB, gzip ${inKb(gzipBytes(bare.html))} KB`;
    };
    // In rounds, each page of the site beside the bare pages it is held to (bench-servers.ts).
    const [referenceLoad, weightedLoad, listLoad, detailLoad, weightedAsDetailLoad] = await loadInRounds([
      { origin: referenceOrigin, kind: 'bare Next page, from its page cache (reference)', path: '/en' },
      { origin: referenceOrigin, kind: 'bare Next page of cards as heavy as the news list', path: weighted.path },
      { origin, kind: 'list (news)', path: list },
      { origin, kind: 'detail (news)', path: detail },
      { origin: referenceOrigin, kind: 'bare Next page of cards as heavy as the detail', path: weightedAsDetail.path },
    ]);
    const loads: (Load | LoadInRounds)[] = [referenceLoad, weightedLoad, listLoad, detailLoad, weightedAsDetailLoad];
    progress(`mix: ${MIX_SECONDS} s on ${MIX_CONNECTIONS} connections over every kind of page…`);
    const mixPaths = pages.filter((page) => page.status === undefined).map((page) => page.path);
    const mix = await load(origin, 'every kind of page in turn', mixPaths, {
      connections: MIX_CONNECTIONS,
      seconds: MIX_SECONDS,
    });
    // The reference under the same load, so that both servers' memory is measured after it.
    const referenceMix = await load(referenceOrigin, 'bare Next page, the same load (reference)', ['/en'], {
      connections: MIX_CONNECTIONS,
      seconds: MIX_SECONDS,
    });
    loads.push(mix, referenceMix);
    // A straight line through the two bare pages' time per request: the HTML a bare page may
    // weigh and still serve 0.8× the light one.
    const perRequest = (result: Load) => 1 / result.requestsPerSecond;
    const secondsPerByte = (perRequest(weightedLoad) - perRequest(referenceLoad)) / (weightedBytes - referenceBytes);
    const bytesAtBudget =
      referenceBytes + (perRequest(referenceLoad) / 0.8 - perRequest(referenceLoad)) / secondsPerByte;
    const memory = { site: await residentMegabytes(site.pid!), reference: await residentMegabytes(reference.pid!) };
    const speed: { what: string; value: number; budget?: string; ok?: (value: number) => boolean }[] = [
      {
        what: 'list (news) requests/s, × the reference',
        value: ratioOfRounds(listLoad.rounds, referenceLoad.rounds),
        budget: '≥ 0.45',
        ok: (v: number) => v >= 0.45,
      },
      // No budget: a detail weighs ten times the bare page; the budget is against one as heavy, below.
      {
        what: 'detail (news) requests/s, × the reference',
        value: ratioOfRounds(detailLoad.rounds, referenceLoad.rounds),
      },
      // No budget: Next's own ceiling for a page of the list's weight, against the light bare page.
      {
        what: `bare Next page of cards as heavy as the list (${inKb(weightedBytes)} KB of HTML), × the reference (${inKb(referenceBytes)} KB)`,
        value: ratioOfRounds(weightedLoad.rounds, referenceLoad.rounds),
      },
      {
        what: "HTML a bare Next page may weigh to serve 0.8× the reference, on a line through the two bare pages' time per request, KB",
        value: Math.round(bytesAtBudget / 1024),
      },
      // What a cached page costs beyond its bytes.
      {
        what: `list (news) requests/s, × the bare page of cards as heavy as it (${bothWeights(list, weighted)})`,
        value: ratioOfRounds(listLoad.rounds, weightedLoad.rounds),
        budget: '≥ 0.80',
        ok: (v: number) => v >= 0.8,
      },
      {
        what: `detail (news) requests/s, × the bare page of cards as heavy as it (${bothWeights(detail, weightedAsDetail)})`,
        value: ratioOfRounds(detailLoad.rounds, weightedAsDetailLoad.rounds),
        budget: '≥ 0.80',
        ok: (v: number) => v >= 0.8,
      },
      {
        what: `mix under ${MIX_CONNECTIONS} connections: errors and non-2xx`,
        value: mix.failures,
        budget: '0',
        ok: (v: number) => v === 0,
      },
      {
        what: `mix under ${MIX_CONNECTIONS} connections: latency p99, ms`,
        value: mix.p99,
        budget: '≤ 250',
        ok: (v: number) => v <= 250,
      },
      {
        what: `server memory after the same load, × the reference's (${memory.site.toFixed(0)} MB / ${memory.reference.toFixed(0)} MB)`,
        value: memory.site / memory.reference,
        budget: '≤ 1.50',
        ok: (v: number) => v <= 1.5,
      },
    ];
    progress("the server's eyes: a cached page with metrics and the request log, without, its twin, and with traces…");
    const eyes = await observabilityCost(env, list);
    const eyesRow = (what: string, variant: 'observed' | 'twin' | 'traced', budget?: number) => ({
      what: `${what}: requests per second of the server's CPU time, × the same build without metrics, log or traces`,
      value: ratioByRound(eyes[variant], eyes.bare),
      ...(budget ? { budget: `≥ ${budget.toFixed(2)}`, ok: (v: number) => v >= budget } : {}),
    });
    speed.push(
      eyesRow(
        `list (news) with metrics and the request log (${eyes.logBytesPerRequest.toFixed(0)} bytes a request), traces off`,
        'observed',
        0.95,
      ),
      // The floor: two servers alike, measured alike.
      eyesRow("the floor: the same build without them, a second instance (the bare one's twin)", 'twin'),
      eyesRow('list (news) with traces on as well (every span sent over OTLP/HTTP)', 'traced'),
    );
    if (findNginx()) {
      // The proxy we ship (deploy/nginx/site.conf), in front of this one instance.
      proxy = await startSiteProxy(await freePort(), [`127.0.0.1:${sitePort}`]);
      await expectCachedByProxy(proxy, list);
      await expectCachedByProxy(proxy, detail);
      loads.push(
        await load(proxy.url, "list (news), from nginx's cache", [list]),
        await load(proxy.url, "detail (news), from nginx's cache", [detail]),
      );
    } else {
      progress('nginx is not installed: no rows for the caching proxy (Debian: apt-get install nginx-light).');
    }
    progress('the shipped stack: deploy/nginx/site.conf in front of two instances sharing Redis, the same mix…');
    const stack = await throughShippedStack(env, 'every kind of page in turn, through the shipped stack', mixPaths, {
      connections: MIX_CONNECTIONS,
      seconds: MIX_SECONDS,
    });
    if (stack) {
      loads.push(stack.shipped, stack.beforeHardening, stack.tls);
      speed.push(
        {
          what: 'the mix through the shipped stack, requests/s × Next alone',
          value: stack.shipped.requestsPerSecond / mix.requestsPerSecond,
        },
        {
          what: 'the mix through the shipped stack (TLS ended in front), requests/s × the same stack with nginx as before the edge was hardened, round by round',
          value: ratioOfRounds(stack.shipped.rounds, stack.beforeHardening.rounds),
          budget: '≥ 0.90',
          ok: (v: number) => v >= 0.9,
        },
        {
          what: 'the mix through the shipped stack over TLS in nginx (HTTP/1.1, connections kept), requests/s × plain HTTP, round by round',
          value: ratioOfRounds(stack.tls.rounds, stack.shipped.rounds),
        },
      );
    } else {
      progress('nginx or redis-server is not installed: no row for the shipped stack.');
    }
    progress(
      'a rollout through the shipped nginx: a second release built and started beside this one, then this one stopped…',
    );
    const rollout = await rolloutUnderLoad(env, mixPaths, { connections: ROLLOUT_READERS, seconds: MIX_SECONDS });
    if (rollout) {
      speed.push(
        {
          what: `rollout, ${ROLLOUT_READERS} readers asking pages and every build file each names through nginx: pages/s during the switch × before it (${rollout.during.pagesPerSecond.toFixed(0)} / ${rollout.before.pagesPerSecond.toFixed(0)})`,
          value: rollout.during.pagesPerSecond / rollout.before.pagesPerSecond,
        },
        {
          what: `rollout: build files/s during the switch × before it (${rollout.during.filesPerSecond.toFixed(0)} / ${rollout.before.filesPerSecond.toFixed(0)})`,
          value: rollout.during.filesPerSecond / rollout.before.filesPerSecond,
        },
        {
          what: `rollout: pages and build files that did not answer 200, of ${rollout.pages.toLocaleString('en')} pages and ${rollout.files.toLocaleString('en')} files during the switch (${rollout.askedAgain} asked again after a reload closed their connection)`,
          value: rollout.failedPages + rollout.failedFiles,
          budget: '0',
          ok: (v: number) => v === 0,
        },
      );
    } else {
      progress('nginx or redis-server is not installed: no rows for the rollout.');
    }
    // What the instances gain when they need not compress (behind a proxy that would): the same
    // list asked for by a client that takes no gzip.
    const uncompressed = await load(origin, 'list (news), not compressed (asked without gzip)', [list], {
      encoding: 'identity',
    });
    loads.push(uncompressed);
    speed.push({
      what: 'list (news) requests/s not compressed, × compressed',
      value: uncompressed.requestsPerSecond / listLoad.requestsPerSecond,
    });

    progress(`Lighthouse, ${LIGHTHOUSE_RUNS} run(s) per page…`);
    type Audit = LighthouseScores & { kind: string; path: string };
    // The kinds of page issue 26 names; the first three are also traced below.
    const audited = ['home', 'list (news)', 'detail (news)', 'album', 'faq', 'list (branches)'].map((kind) =>
      pages.find((page) => page.kind === kind)!,
    );
    const audits: Audit[] = [];
    for (const page of audited) audits.push({ ...page, ...(await lighthouse(`${origin}${page.path}`)) });
    // The same audit of the bare pages, so that the scores read against what Next itself gets
    // here: one whose largest element is text, one whose largest element is a picture, as on the site.
    // Then the bare pages of cards as heavy as the list and the detail: the references of the
    // same kind and weight, which the goals are not held to but which show what weight alone does.
    const auditedReferences: PageKind[] = [
      ...REFERENCE_PAGES,
      { kind: 'bare Next page of cards as heavy as the news list', path: weighted.path },
      { kind: 'bare Next page of cards as heavy as the detail', path: weightedAsDetail.path },
    ];
    const referenceAudits: Audit[] = [];
    for (const page of auditedReferences)
      referenceAudits.push({ ...page, ...(await lighthouse(`${referenceOrigin}${page.path}`)) });
    const [textReference, pictureReference] = referenceAudits as [Audit, Audit];
    const missedGoals = (audit: Audit) =>
      missedLighthouseGoals(
        audit,
        { text: textReference, picture: pictureReference },
        largestIsPicture(audit.lcpBreakdown),
      );
    // The same pages once more with the slow network and CPU applied to the load (devtools
    // throttling): the paints observed, not simulated, so that no race on loopback between the
    // first paint and the scripts decides which requests an LCP counts.
    // With the bare page of text that waits on the site's stylesheet: the floor of any page
    // whose first paint waits on one, so what is left beside it is the site's own.
    progress(`Lighthouse with devtools throttling, ${LIGHTHOUSE_RUNS} run(s) per page…`);
    const throttledAudits: Audit[] = [];
    for (const [pageOrigin, pageKinds] of [
      [origin, audited],
      [referenceOrigin, [...auditedReferences, STYLED_REFERENCE]],
    ] as const)
      for (const page of pageKinds)
        throttledAudits.push({ ...page, ...(await lighthouse(`${pageOrigin}${page.path}`, 'devtools')) });
    const throttledLcp = (audit: Audit) => median(audit.lcpOfRuns);
    const [throttledText, throttledStyled] = [REFERENCE_PAGES[0]!, STYLED_REFERENCE].map((reference) =>
      throttledAudits.find((audit) => audit.path === reference.path && audit.kind === reference.kind)!,
    ) as [Audit, Audit];
    for (const audit of throttledAudits.slice(0, audited.length)) {
      speed.push(
        {
          what: `${audit.kind}: LCP on the throttled load, × the bare page of text's (median of ${LIGHTHOUSE_RUNS}: ${ms(throttledLcp(audit))} / ${ms(throttledLcp(throttledText))})`,
          value: throttledLcp(audit) / throttledLcp(throttledText),
          budget: '≤ 1.25',
          ok: (v: number) => v <= 1.25,
        },
        {
          what: `${audit.kind}: LCP on the throttled load, × the bare page of text with the site's stylesheet (the floor: ${ms(throttledLcp(throttledStyled))})`,
          value: throttledLcp(audit) / throttledLcp(throttledStyled),
        },
      );
    }
    progress(`the main thread's long tasks, traced, ${LIGHTHOUSE_RUNS} load(s) per page…`);
    const tracedPages = [
      ...audited.slice(0, 3).map((page) => ({ ...page, url: `${origin}${page.path}` })),
      ...REFERENCE_PAGES.map((page) => ({ ...page, url: `${referenceOrigin}${page.path}` })),
    ];
    const mainThreads = await mainThreadOfLoads(
      tracedPages.map((page) => page.url),
      LIGHTHOUSE_RUNS,
    );

    progress(
      `search: ${SEARCH_LOAD_SECONDS} s each as visitors ask and as a bot types, ${CACHED_SEARCH_SECONDS} s of one cached query, on ${SEARCH_LOAD_CONNECTIONS} connections, over ${SEARCH_ITEMS.toLocaleString('en')} items a language…`,
    );
    // Beside the bare page of the same kind (rendered for each request) and weight, in rounds.
    const search = await searchUnderLoad(env, referenceOrigin);
    const resultsKb = Math.round(search.resultsBytes / 1024);
    speed.push(
      {
        what: `search as visitors ask, ${SEARCH_LOAD_CONNECTIONS} connections: errors and non-2xx`,
        value: search.visitors.failures,
        budget: '0',
        ok: (v: number) => v === 0,
      },
      {
        what: `search as visitors ask, ${SEARCH_LOAD_CONNECTIONS} connections: latency p99, ms`,
        value: search.visitors.p99,
        budget: '≤ 250',
        ok: (v: number) => v <= 250,
      },
      {
        what: `search as visitors ask: latency p99, × the bare page rendered for each request (${search.reference.p99} ms), round by round (the rounds: ${roundRatios(search.visitorsP99RoundRatios)})`,
        value: search.visitorsP99Ratio,
        budget: '≤ 1.50',
        ok: (v: number) => v <= 1.5,
      },
      {
        // Whether the goal above is within what Next itself can do for the same load.
        what: `the floor: the bare page as heavy asked for the visitors' addresses of each round, each made on its first ask and kept by Next: latency p99 (${search.visitorsFloor.p99} ms), × the bare page rendered for each request, round by round (the rounds: ${roundRatios(search.floorP99RoundRatios)})`,
        value: search.floorP99Ratio,
      },
      {
        what: `search as visitors ask: latency p99, × that floor's, round by round (the rounds: ${roundRatios(search.visitorsOverFloorP99RoundRatios)})`,
        value: search.visitorsOverFloorP99Ratio,
      },
      {
        what: `search, a new query on every request (a bot): requests/s, × the bare page rendered for each request (${search.reference.requestsPerSecond.toFixed(0)}/s), round by round (the rounds: ${roundRatios(search.botsRateRoundRatios)})`,
        value: search.botsRateRatio,
        budget: '≥ 0.50',
        ok: (v: number) => v >= 0.5,
      },
      {
        // No search load can be faster: every answer is a page the cache holds, none is made.
        what: `search, one query asked before, ${SEARCH_LOAD_CONNECTIONS} connections: latency p99, ms (every answer from the page cache)`,
        value: search.cachedOnly.p99,
      },
    );

    progress('pages made on request, one at a time, beside the bare pages of their weight, then profiled…');
    const renders = await benchRenders({
      siteEnv: env,
      kinds: pagesMadeOnRequest(path.join(root, DIST_DIR), warmNews),
    });

    progress(`soak: ${SOAK_SECONDS} s on ${SOAK_CONNECTIONS} connections, Redis stopped for 30 s in the middle…`);
    const soaked = await soak(
      env,
      {
        pages: mixPaths,
        cachedPage: list,
        titles: demoCollections(LOCALE).news.map((story) => story.title),
        locale: LOCALE,
      },
      progress,
    );
    if (soaked) {
      progress(`soak: the reference under the same load, ${SOAK_SECONDS} s…`);
      const referenceMemory = await soakReference(referenceOrigin, reference.pid!, {
        kilobytes: mixPaths.map((path) => Math.round(weightOf(allWeights, path).htmlRaw / 1024)),
        resultsPageKb: soaked.resultsPageKb,
        locale: LOCALE,
      });
      speed.push(
        {
          what: `soak: answers other than due (200, or 404 for a made-up address), errors and timeouts, of ${soaked.requests.toLocaleString('en')}`,
          value: soaked.failures,
          budget: '0',
          ok: (v: number) => v === 0,
        },
        {
          what: `soak: a cached page's latency p99 while it runs, ms (${soaked.cachedPageSamples} samples by a client of its own)`,
          value: soaked.cachedPageP99,
          budget: '≤ 250',
          ok: (v: number) => v <= 250,
        },
        {
          what: `soak: server memory at the end, × after the first minute (${soaked.memoryAtEnd.toFixed(0)} MB / ${soaked.memoryAfterFirstMinute.toFixed(0)} MB; peak ${soaked.memoryPeak.toFixed(0)} MB)`,
          value: soaked.memoryAtEnd / soaked.memoryAfterFirstMinute,
          budget: '≤ 1.10',
          ok: (v: number) => v <= 1.1,
        },
        {
          what: `soak: server memory at the end, × the reference's after the same load on its own pages (${referenceMemory.toFixed(0)} MB)`,
          value: soaked.memoryAtEnd / referenceMemory,
          budget: '≤ 1.50',
          ok: (v: number) => v <= 1.5,
        },
        {
          what: 'soak: keys written to Redis after it came back empty',
          value: soaked.redisKeysAfterRestart,
          budget: '> 0',
          ok: (v: number) => v > 0,
        },
      );
    }

    const optionalMs = (value: number | undefined) => (value === undefined ? '—' : ms(value));
    const [loadAverage = 0] = os.loadavg();
    progress('measuring the search index (scripts/bench-search.ts)…');
    // A process of its own, whose heap holds nothing else, with the collector at hand.
    const searchTable = (await run(['--expose-gc', 'scripts/bench-search.ts'], process.env)).trim();
    const failed =
      allWeights.some((page) => page.js > page.jsBudget || page.css > BUDGETS.css || missesHtmlBudget(page)) ||
      speed.some((row) => row.ok && !row.ok(row.value)) ||
      audits.some((audit) => missedGoals(audit).length > 0) ||
      searchTable.includes(GOAL_MISSED);

    const report = [
      measuredLine({
        date: new Date(),
        commit,
        cores: os.availableParallelism(),
        node: process.versions.node,
        loadAverage,
        buildSeconds,
      }),
      '',
      '**What the browser loads per page** (gzip, 1 KB = 1024 bytes; scripts and stylesheets under `/_next/static` that the page names, without the `nomodule` polyfills; the HTML also as the server writes it, and the share of that which is the inline React payload)',
      '',
      markdownTable(
        ['page', 'path', 'JavaScript', 'budget', 'CSS', 'budget', 'HTML', 'budget', 'HTML raw', 'budget', 'payload'],
        [
          ...allWeights.map((page) => [
            page.kind,
            `\`${page.path}\``,
            formatKb(page.js),
            budgetCell(page.js, page.jsBudget),
            formatKb(page.css),
            budgetCell(page.css, BUDGETS.css),
            formatKb(page.html),
            budgetCell(page.html, BUDGETS.html),
            formatKb(page.htmlRaw),
            page.htmlRawBudget === undefined ? '' : budgetCell(page.htmlRaw, page.htmlRawBudget),
            percent(page.payload / page.htmlRaw),
          ]),
          // The references have no budgets of their own: their rows show what Next alone sends.
          ...referenceWeights.map((page) => [
            page.kind,
            `\`${page.path}\``,
            formatKb(page.js),
            '',
            formatKb(page.css),
            '',
            formatKb(page.html),
            '',
            formatKb(page.htmlRaw),
            '',
            percent(page.payload / page.htmlRaw),
          ]),
        ],
      ),
      '',
      `**Load** (autocannon on loopback, ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s a page, ${MIX_CONNECTIONS} for ${MIX_SECONDS} s on the mix; the site serves its pages from its page cache, the reference is a bare Next 16 + next-intl page served from its own, nginx's proxy_cache keeps the pages as their Cache-Control allows. The first five pages are loaded in ${LOAD_ROUNDS} rounds, each page ${Math.round(LOAD_SECONDS / LOAD_ROUNDS)} s a round, after ${LOAD_WARM_SECONDS} s each unmeasured: their requests/s is the mean of the rounds', their latency the median round's, and the ratios below are each the median of the ratios round by round)`,
      '',
      markdownTable(
        ['page', 'path', 'requests/s', 'latency p50', 'latency p99', 'errors and non-2xx', 'requests/s of each round'],
        loads.map((result) => [
          ...loadRow(result),
          'rounds' in result ? result.rounds.map((value) => value.toFixed(0)).join(', ') : '',
        ]),
      ),
      '',
      '**The page cache against its budgets**',
      '',
      markdownTable(
        ['figure', 'value', 'budget', ''],
        speed.map((row) => [
          row.what,
          Number.isInteger(row.value) ? String(row.value) : row.value.toFixed(2),
          row.budget ?? '',
          row.ok ? (row.ok(row.value) ? 'ok' : '**FAILED**') : '',
        ]),
      ),
      '',
      `**Search under load** (the same build over a demo upstream with ${SEARCH_ITEMS.toLocaleString('en')} news stories in each language, ${SEARCH_LOAD_CONNECTIONS} connections for ${SEARCH_LOAD_SECONDS} s each: visitors' queries typed as people type them, the popular asked more often (Zipf), ${search.distinctVisitorAddresses.toLocaleString('en')} different addresses; a new query on every request, as a bot types; the bare page as heavy as a page of results made for each request; the three in turn in ${SEARCH_LOAD_ROUNDS} rounds of ${SEARCH_LOAD_ROUND_SECONDS} s, their latencies the median round's; after each of the visitors' rounds, that bare page asked for the same addresses in the same order, as many requests, each address made on its first ask and kept by Next's page cache (the floor); then one query asked before for ${CACHED_SEARCH_SECONDS} s, each answer from the page cache; a page of results weighs ${resultsKb} KB of HTML)`,
      '',
      markdownTable(
        ['load', 'asked', 'requests/s', 'latency p50', 'latency p99', 'errors and non-2xx'],
        [search.visitors, search.bots, search.reference, search.visitorsFloor, search.cachedOnly].map(loadRow),
      ),
      '',
      `Every language's index made ${search.indexReadySeconds.toFixed(1)} s after \`next start\`; the site's server's memory after its three loads (the visitors, the bot, one query asked before) ${search.memoryMegabytes.toFixed(0)} MB.`,
      '',
      `**Pages made on request** (scripts/bench-render.ts: an instance of the same build on a demo upstream of its own, asked one request at a time, the site's page before each of the bare pages in turn, so that each server takes every other request, ${RENDERS} of each bare page and ${RENDERS} of the site's for each timed after ${WARM_RENDERS} unmeasured, then ${RENDERS} more profiled; a list or a detail is made again as on an editor's change, by Next's on-demand revalidation; the bare pages are the reference's cards, as heavy as each page before and after gzip, made for each request, made again into their page cache, and made again after asking the upstream the same answers as the site's page, whose count the demo's request log gives)`,
      '',
      renderTables(renders),
      '',
      soaked
        ? `**Soak** (an instance with Redis as its shared cache, ${SOAK_CONNECTIONS} connections for ${soaked.seconds} s: of ten requests eight cached pages of every kind, one address a bot makes up (a page number past the news list's end, an unknown news id or an unknown path, in turn), one search; Redis stopped for 30 s in the middle and started again; then the bare reference under the same mix of its own pages: cards as many kilobytes as each page kept in its page cache, its 404 for a made-up address, a page as heavy as a page of results rendered for each request; the figures with the budgets above): ${soaked.requests.toLocaleString('en')} requests, ${soaked.requestsPerSecond.toFixed(0)}/s, ${soaked.notFound.toLocaleString('en')} of them 404s where due, latency p99 of all ${ms(soaked.p99)}.`
        : '**Soak**: not run (redis-server is not installed).',
      '',
      `**Time to first byte of a news detail page, upstream slowed to ${SLOW_UPSTREAM_MS} ms**`,
      '',
      markdownTable(
        ['item', 'time to first byte'],
        [
          [
            `not fetched before (median of ${cold.length} items)`,
            `${ms(median(cold))} (${ms(Math.min(...cold))} to ${ms(Math.max(...cold))})`,
          ],
          ['fetched before (answer cached)', ms(warm)],
        ],
      ),
      '',
      `**Lighthouse ${audits[0]?.version}, mobile** (its defaults: simulated slow 4G, 4× CPU slowdown; the run with the median performance of ${LIGHTHOUSE_RUNS}, and the LCP of every run in turn; the goals of issue 26, against the first two bare pages in this run: performance ≥ the bare page's, LCP ≤ the bare page's whose largest element is of the same kind, a picture or text, TBT ≤ the bare page's, CLS ≤ ${CLS_BUDGET}; the bare pages of cards as heavy as the list and the detail are the references of the same weight, for reading only)`,
      '',
      markdownTable(
        [
          'page',
          'path',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'LCP',
          'LCP of each run',
          'FCP',
          'TBT',
          'CLS',
          'goals',
        ],
        [...audits, ...referenceAudits].map((audit) => {
          let goals = 'reference';
          if (audits.includes(audit)) {
            const missed = missedGoals(audit).join(', ');
            const lcpAgainst = largestIsPicture(audit.lcpBreakdown) ? 'a picture' : 'text';
            goals = missed ? `**missed: ${missed}**` : `met (LCP against ${lcpAgainst})`;
          }
          return [
            audit.kind,
            `\`${audit.path}\``,
            String(audit.performance),
            String(audit.accessibility),
            String(audit.bestPractices),
            String(audit.seo),
            ms(audit.lcp),
            audit.lcpOfRuns.map(ms).join(', '),
            ms(audit.fcp),
            ms(audit.tbt),
            audit.cls.toFixed(3),
            goals,
          ];
        }),
      ),
      '',
      `**Lighthouse with devtools throttling** (the same slow 4G and 4× slower CPU applied to the load rather than simulated from it: each paint as observed, what a phone on a slow network waits for; the run with the median performance of ${LIGHTHOUSE_RUNS}, and the LCP of every run in turn)`,
      '',
      markdownTable(
        ['page', 'path', 'performance', 'LCP', 'LCP of each run', 'FCP', 'TBT', 'CLS'],
        throttledAudits.map((audit) => [
          audit.kind,
          `\`${audit.path}\``,
          String(audit.performance),
          ms(audit.lcp),
          audit.lcpOfRuns.map(ms).join(', '),
          ms(audit.fcp),
          ms(audit.tbt),
          audit.cls.toFixed(3),
        ]),
      ),
      '',
      '**The largest element of each page and where its time went** (the same runs, as the browser saw them before Lighthouse simulates the slow phone: time to first byte, then for a picture the wait before its request and its download, then the wait until it is painted)',
      '',
      markdownTable(
        ['page', 'largest element', 'first byte', 'load delay', 'load time', 'render delay'],
        [...audits, ...referenceAudits].map(({ kind, lcpBreakdown: parts }) => [
          kind,
          parts ? `\`${parts.element}\`` : 'not reported',
          optionalMs(parts?.ttfb),
          optionalMs(parts?.loadDelay),
          optionalMs(parts?.loadDuration),
          optionalMs(parts?.renderDelay),
        ]),
      ),
      '',
      `**What the main thread's long tasks do** (Chromium's trace of a load on a phone's screen at Lighthouse's 4× CPU slowdown, not simulated; the long tasks, over 50 ms, split by what they did at their top level; the median of ${LIGHTHOUSE_RUNS} loads of each figure)`,
      '',
      markdownTable(
        [
          'page',
          'long tasks',
          'blocking (beyond 50 ms each)',
          'drawing (style, layout, paint)',
          'script (evaluation, hydration, events)',
          'reading the HTML',
          'other',
        ],
        tracedPages.map(({ kind }, index) => {
          const figures = mainThreads[index]!;
          return [
            kind,
            String(figures.longTasks),
            ms(figures.blocking),
            ms(figures.rendering),
            ms(figures.script),
            ms(figures.parsing),
            ms(figures.other),
          ];
        }),
      ),
    ];
    progress('Redis sizing: every news item, list and home page in each language, on an empty Redis…');
    const sizing = await measureRedisSizing(env, sizingPaths(newsIds));
    report.push('', searchTable, ...(sizing ? ['', redisSizingSection(sizing)] : []));
    const output = report.join('\n');
    console.log(output);
    writeFileSync(path.join(root, LATEST_REPORT_PATH), latestReportFile(output));
    progress(`written to ${LATEST_REPORT_PATH}.`);
    if (failed) progress('a budget FAILED (see the table).');
    return failed ? 1 : 0;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
