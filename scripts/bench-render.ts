/**
 * Pages made on request, one at a time, for `npm run bench` (alone, on builds made before:
 * `node scripts/bench-render.ts`): what a page costs the server when no cache holds it (a new
 * search, a page past its revalidate time, a cold instance, an editor's change), beside the
 * bare Next page of the same weight made for each request, and beside the same bare page made
 * again into its page cache: what Next itself costs to render and keep a page, the floor of
 * any page the page cache keeps.
 *
 * Each is asked one request at a time on one connection, so that the time is the render's, not
 * a queue's. A list or a detail is made again as on an editor's change: Next's on-demand
 * revalidation (its `x-prerender-revalidate` header, with the build's preview id), which renders
 * the page, reads its data past the data cache, and stores it, as a page past its time does.
 * Then the site is asked the same again with the inspector's CPU profile running, split by what
 * ran (scripts/cpu-profile.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demoCollections } from '../demo-upstream/content/index.ts';
import { startDemoUpstream } from '../demo-upstream/server.ts';
import { REQUEST_LOG_PATH, type LoggedRequest } from '../demo-upstream/request-log.ts';
import { DEMO_TOKEN } from '../demo-upstream/router.ts';
import { demoSiteEnvironment } from '../demo-upstream/environment.ts';
import { routes } from '../lib/routes.ts';
import { gzipBytes, markdownTable, median } from './bench-report.ts';
import { searchPath, untilSearchable } from './bench-search-load.ts';
import type { ChildProcess } from 'node:child_process';
import {
  connectProfiler,
  FrameSources,
  PROFILE_PARTS,
  splitProfile,
  type ProfilePart,
  type Profiler,
} from './cpu-profile.ts';
import { freePort, root, startNext, stopServer, waitUntilServing } from './bench-servers.ts';

const REFERENCE_DIR = path.join(root, 'scripts', 'bench-reference');
const REFERENCE_ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '.next' };

/** Renders of each kind timed, after a few unmeasured; as many profiled after. */
export const RENDERS = 200;
export const WARM_RENDERS = 20;
const LOCALE = 'en';

export interface Asked {
  path: string;
  headers?: Record<string, string>;
}

export interface RenderTimes {
  medianMs: number;
  p90Ms: number;
}

/** The preview id of a build, which Next's on-demand revalidation header must carry. */
export function previewModeId(distDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
    preview: { previewModeId: string };
  };
  return manifest.preview.previewModeId;
}

/** One request, timed; checks that a page asked to be made again was. */
async function timedRequest(origin: string, { path: pathname, headers }: Asked, check: boolean): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}${pathname}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${pathname} answered ${response.status}`);
  if (check && headers?.['x-prerender-revalidate'] && response.headers.get('x-nextjs-cache') !== 'REVALIDATED') {
    throw new Error(`GET ${pathname} was not made again (x-nextjs-cache: ${response.headers.get('x-nextjs-cache')})`);
  }
  return elapsed;
}

const timesOf = (times: number[]): RenderTimes => {
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: median(sorted), p90Ms: sorted[Math.floor(sorted.length * 0.9)]! };
};

/** Each of `asked` asked in turn, one request at a time; the times of each, but for the first WARM_RENDERS rounds. */
async function timedInTurn(
  asked: { origin: string; ask: (n: number) => Asked }[],
  renders: number,
  firstRound: number,
): Promise<number[][]> {
  const times = asked.map((): number[] => []);
  for (let n = firstRound; n < firstRound + WARM_RENDERS + renders; n += 1) {
    const measured = n >= firstRound + WARM_RENDERS;
    for (const [index, { origin, ask }] of asked.entries()) {
      const elapsed = await timedRequest(origin, ask(n), measured);
      if (measured) times[index]!.push(elapsed);
    }
  }
  return times;
}

/**
 * Each of `asked` (an origin and what to ask it for the n-th time) asked in turn, one request at
 * a time, so that whatever else the machine does falls on all alike; the times of each, but for
 * the first WARM_RENDERS rounds.
 */
export async function renderInTurn(
  asked: { origin: string; ask: (n: number) => Asked }[],
  renders = RENDERS,
  firstRound = 0,
): Promise<RenderTimes[]> {
  return (await timedInTurn(asked, renders, firstRound)).map(timesOf);
}

/**
 * The site's page asked before each of the bare pages, so that the site's server and the
 * reference's take every other request: a server asked several pages in a row answers each
 * quicker than one asked every other time (docs/performance.md), which read the site against the
 * bare pages high when the reference was asked four pages for each of the site's. The site's
 * times are pooled; its n-th request of a round asks `site.ask` for a page of its own, so that a
 * new query stays new. Rounds from `firstRound` on, each `references.length` of the site's pages.
 */
export async function siteBetweenEach(
  site: { origin: string; ask: (n: number) => Asked },
  references: { origin: string; ask: (n: number) => Asked }[],
  renders = RENDERS,
  firstRound = 0,
): Promise<{ site: RenderTimes; references: RenderTimes[] }> {
  const times = await timedInTurn(
    references.flatMap((reference, index) => [
      { origin: site.origin, ask: (n: number) => site.ask(n * references.length + index) },
      reference,
    ]),
    renders,
    firstRound,
  );
  return {
    site: timesOf(times.filter((_, index) => index % 2 === 0).flat()),
    references: times.filter((_, index) => index % 2 === 1).map(timesOf),
  };
}

/** A query no item matches, new on every request: no cache holds its page. */
export const queryFindingNothing = (n: number) => `zqx${n.toString(36)}vw`;

export interface RenderKind {
  kind: string;
  /** The n-th request for a page of the kind. */
  ask: (n: number) => Asked;
  /** Reached through the site's proxy, which rewrites it (a search): the bare page is asked so too. */
  throughProxy?: boolean;
}

/**
 * The bare page of cards (scripts/bench-reference/weighted.tsx) as heavy as a page of the site:
 * as many kilobytes of HTML, and teasers as long as make it gzip to the nearest of the page's
 * size (the longer, the larger; found by halving). Its path names both: `/en/weighted/<kb>/<teaser>`.
 */
export async function barePageAsHeavy(
  origin: string,
  page: { htmlRaw: number; html: number },
): Promise<{ path: string; html: string; kb: number; teaser: number }> {
  const kb = Math.round(page.htmlRaw / 1024);
  const bare = async (teaser: number) => {
    const path = `/${LOCALE}/weighted/${kb}/${teaser}`;
    const response = await fetch(`${origin}${path}`);
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    const html = await response.text();
    return { path, html, gzip: gzipBytes(html), kb, teaser };
  };
  let low = 1;
  let high = 1000;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((await bare(middle)).gzip < page.html) low = middle + 1;
    else high = middle;
  }
  const [shorter, longer] = await Promise.all([bare(Math.max(1, low - 1)), bare(low)]);
  const { gzip: _, ...nearest } =
    Math.abs(shorter.gzip - page.html) < Math.abs(longer.gzip - page.html) ? shorter : longer;
  return nearest;
}

export interface RenderRow {
  kind: string;
  /** The bare pages' weight: `<kb>/<teaser>`, as heavy as the site's page before and after gzip. */
  weight: string;
  site: RenderTimes;
  bareRendered: RenderTimes;
  bareRevalidated: RenderTimes;
  /** How many upstream answers the site's page asks for when it is made. */
  answers: number;
  /** The bare page made again after asking those answers: the floor with the page's data. */
  bareAnswered: RenderTimes;
  /** For a page the site's proxy rewrites, the bare page made for each request through a proxy's rewrite. */
  bareProxied?: RenderTimes;
  /** CPU by part, ms over RENDERS pages: the site's page, and the bare page made for each request. */
  siteProfile: Map<ProfilePart, number>;
  bareProfile: Map<ProfilePart, number>;
}

/** A server started with its inspector on a port of its own, and a profiler on it. */
async function startProfiled(
  port: number,
  env: NodeJS.ProcessEnv,
  cwd: string,
  probe: string,
): Promise<{ server: ChildProcess; profiler: Profiler }> {
  const inspectorPort = await freePort();
  const server = startNext(port, env, cwd, [`--inspect=127.0.0.1:${inspectorPort}`]);
  try {
    await waitUntilServing(`http://localhost:${port}`, server, probe);
    return { server, profiler: await connectProfiler(inspectorPort) };
  } catch (error) {
    await stopServer(server);
    throw error;
  }
}

/**
 * `ask` asked RENDERS times, from round `firstRound` on, with `profiler` running; its split. With
 * BENCH_PROFILE_DIR, the profile is also written there as `<name>.cpuprofile`, for Chrome's
 * DevTools (Performance, load profile) or `splitProfile` to read again.
 */
async function profiled(
  name: string,
  { profiler, sources }: { profiler: Profiler; sources: FrameSources },
  origin: string,
  ask: (n: number) => Asked,
  firstRound: number,
) {
  await profiler.start();
  await renderInTurn([{ origin, ask }], RENDERS, firstRound);
  const profile = await profiler.stop();
  const folder = process.env.BENCH_PROFILE_DIR;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile));
  }
  return splitProfile(profile, sources);
}

/** The upstream paths one request of `asked` makes the site ask, from the demo's request log. */
async function upstreamAnswersOf(siteOrigin: string, demoOrigin: string, asked: Asked): Promise<string[]> {
  const log = `${demoOrigin}${REQUEST_LOG_PATH}`;
  await (await fetch(log, { method: 'DELETE' })).arrayBuffer();
  await timedRequest(siteOrigin, asked, true);
  const { requests } = (await (await fetch(log)).json()) as { requests: LoggedRequest[] };
  return [...new Set(requests.map((request) => request.path))];
}

/**
 * The site (its build in `siteEnv.NEXT_DIST_DIR`) on a demo upstream of its own, and the bare
 * reference (its build in scripts/bench-reference/.next), each started with its inspector.
 */
export async function benchRenders({
  siteEnv,
  kinds,
}: {
  siteEnv: NodeJS.ProcessEnv;
  kinds: RenderKind[];
}): Promise<RenderRow[]> {
  // With its request log, which tells the upstream answers a page asks for.
  const demo = await startDemoUpstream({ port: 0, mediaBaseUrl: siteEnv.MEDIA_BASE_URL, faultControl: true });
  const [sitePort, referencePort] = [await freePort(), await freePort()];
  const origin = `http://localhost:${sitePort}`;
  const referenceOrigin = `http://localhost:${referencePort}`;
  const started: { server: ChildProcess; profiler: Profiler }[] = [];
  try {
    const site = await startProfiled(
      sitePort,
      { ...siteEnv, ...demoSiteEnvironment(demo.url, origin), MEDIA_BASE_URL: siteEnv.MEDIA_BASE_URL! },
      root,
      '/api/health',
    );
    started.push(site);
    const reference = await startProfiled(
      referencePort,
      { ...REFERENCE_ENV, BENCH_UPSTREAM_ORIGIN: demo.url, BENCH_UPSTREAM_TOKEN: DEMO_TOKEN },
      REFERENCE_DIR,
      `/${LOCALE}`,
    );
    started.push(reference);
    await untilSearchable(origin, 'olympiad');
    const referenceRevalidate = { 'x-prerender-revalidate': previewModeId(path.join(REFERENCE_DIR, '.next')) };
    const sources = new FrameSources(root);
    const rows: RenderRow[] = [];
    for (const { kind, ask, throughProxy } of kinds) {
      // Weighed as a visitor gets it: asked without the revalidation header.
      const { path: weighed } = ask(-1);
      const html = await (await fetch(`${origin}${weighed}`)).text();
      const bare = await barePageAsHeavy(referenceOrigin, { htmlRaw: Buffer.byteLength(html), html: gzipBytes(html) });
      const rendered = () => ({ path: `/${LOCALE}/rendered/${bare.kb}/${bare.teaser}` });
      const answers = await upstreamAnswersOf(origin, demo.url, ask(-2));
      const answered = `/${LOCALE}/answered/${bare.kb}/${bare.teaser}/${Buffer.from(JSON.stringify(answers)).toString('base64url')}`;
      const references = [
        { origin: referenceOrigin, ask: rendered },
        {
          origin: referenceOrigin,
          ask: () => ({ path: `/${LOCALE}/weighted/${bare.kb}/${bare.teaser}`, headers: referenceRevalidate }),
        },
        { origin: referenceOrigin, ask: () => ({ path: answered, headers: referenceRevalidate }) },
        ...(throughProxy
          ? [
              {
                origin: referenceOrigin,
                ask: () => ({ path: `/${LOCALE}/proxied/rendered/${bare.kb}/${bare.teaser}` }),
              },
            ]
          : []),
      ];
      const {
        site: siteTimes,
        references: [bareRendered, bareRevalidated, bareAnswered, bareProxied],
      } = await siteBetweenEach({ origin, ask }, references);
      // Past the pages timed: a query is new only once.
      const firstRound = (WARM_RENDERS + RENDERS) * references.length;
      rows.push({
        kind,
        weight: `${bare.kb} KB, teasers of ${bare.teaser} words`,
        site: siteTimes,
        bareRendered: bareRendered!,
        bareRevalidated: bareRevalidated!,
        answers: answers.length,
        bareAnswered: bareAnswered!,
        ...(bareProxied ? { bareProxied } : {}),
        siteProfile: await profiled(`site ${kind}`, { profiler: site.profiler, sources }, origin, ask, firstRound),
        bareProfile: await profiled(
          `bare ${kind}`,
          { profiler: reference.profiler, sources },
          referenceOrigin,
          rendered,
          firstRound,
        ),
      });
    }
    return rows;
  } finally {
    for (const { server, profiler } of started) {
      profiler.close();
      await stopServer(server);
    }
    await demo.close();
  }
}

const ms = (value: number) => value.toFixed(1);
const ratio = (value: number) => `${value.toFixed(2)}×`;

/** The goal of issue 42: a page made on request at most 1.5× the bare page of its weight made for each request. */
export const RENDER_GOAL = 1.5;

export function renderTables(rows: RenderRow[]): string {
  const times = markdownTable(
    [
      'page made on request, one at a time',
      'site: median (p90), ms',
      'bare page of its weight made for each request, ms',
      `site × that bare page (goal ≤ ${RENDER_GOAL}×)`,
      "the bare page made again into its page cache (Next's floor for a kept page), ms",
      'site × that floor',
    ],
    rows.map(({ kind, weight, site, bareRendered, bareRevalidated }) => {
      const toBare = site.medianMs / bareRendered.medianMs;
      return [
        `${kind} (the bare pages: ${weight})`,
        `${ms(site.medianMs)} (${ms(site.p90Ms)})`,
        `${ms(bareRendered.medianMs)} (${ms(bareRendered.p90Ms)})`,
        `${ratio(toBare)} ${toBare <= RENDER_GOAL ? 'meets' : 'misses'}`,
        `${ms(bareRevalidated.medianMs)} (${ms(bareRevalidated.p90Ms)})`,
        ratio(site.medianMs / bareRevalidated.medianMs),
      ];
    }),
  );
  // A page made again asks the upstream for its data and keeps each answer: what Next costs for
  // that alone is the bare page doing the same. Where that floor is above the goal, no work on
  // the site's own code can meet the goal.
  const withData = markdownTable(
    [
      'page made on request, one at a time',
      'upstream answers it asks for',
      'the bare page of its weight made again, asking the same answers (the floor with its data), ms',
      `that floor × the bare page made for each request (the goal: ≤ ${RENDER_GOAL}×)`,
      'site × that floor',
    ],
    rows.map(({ kind, site, bareRendered, answers, bareAnswered }) => {
      const floorToBare = bareAnswered.medianMs / bareRendered.medianMs;
      return [
        kind,
        String(answers),
        `${ms(bareAnswered.medianMs)} (${ms(bareAnswered.p90Ms)})`,
        `${ratio(floorToBare)}${floorToBare > RENDER_GOAL ? ': the goal is below the floor' : ''}`,
        ratio(site.medianMs / bareAnswered.medianMs),
      ];
    }),
  );
  // A page the site's proxy rewrites pays Next's running of a proxy and routing of its rewrite,
  // which the bare page asked for directly does not: the same bare page asked through a proxy
  // that only rewrites is Next's floor for it.
  const proxied = rows.filter((row) => row.bareProxied);
  const throughProxy = markdownTable(
    [
      'page made on request, one at a time, that the proxy rewrites',
      "the bare page made for each request, asked through a proxy that rewrites it (Next's floor with a proxy), ms",
      `that floor × the bare page asked directly (the goal: ≤ ${RENDER_GOAL}×)`,
      'site × that floor',
    ],
    proxied.map(({ kind, site, bareRendered, bareProxied }) => {
      const floorToBare = bareProxied!.medianMs / bareRendered.medianMs;
      return [
        kind,
        `${ms(bareProxied!.medianMs)} (${ms(bareProxied!.p90Ms)})`,
        `${ratio(floorToBare)}${floorToBare > RENDER_GOAL ? ': the goal is below the floor' : ''}`,
        ratio(site.medianMs / bareProxied!.medianMs),
      ];
    }),
  );
  const total = (profile: Map<ProfilePart, number>) => [...profile.values()].reduce((sum, value) => sum + value, 0);
  const perPage = (profile: Map<ProfilePart, number>, part: ProfilePart) => (profile.get(part) ?? 0) / RENDERS;
  const parts = PROFILE_PARTS.filter((part) => rows.some((row) => (row.siteProfile.get(part) ?? 0) > 0));
  const split = markdownTable(
    [
      'CPU of one page made on request, by what ran: ms a page, the site; the bare page made for each request; the difference',
      ...rows.map((row) => row.kind),
    ],
    [
      ...parts.map((part) => [
        part,
        ...rows.map((row) => {
          const [site, bare] = [perPage(row.siteProfile, part), perPage(row.bareProfile, part)];
          return `${site.toFixed(2)}; ${bare.toFixed(2)}; ${site - bare >= 0 ? '+' : ''}${(site - bare).toFixed(2)}`;
        }),
      ]),
      [
        'all, profiled (the profiler slows each page)',
        ...rows.map((row) => {
          const [site, bare] = [total(row.siteProfile) / RENDERS, total(row.bareProfile) / RENDERS];
          return `${site.toFixed(2)}; ${bare.toFixed(2)}; +${(site - bare).toFixed(2)}`;
        }),
      ],
    ],
  );
  return [times, '', withData, '', ...(proxied.length > 0 ? [throughProxy, ''] : []), split].join('\n');
}

/**
 * The pages the bench makes on request: a results page of a new query (through the proxy, as a
 * visitor's search), and the news item `newsId` and the news list made again as on an editor's
 * change, in the build in `distDir`.
 */
export function pagesMadeOnRequest(distDir: string, newsId: number): RenderKind[] {
  const revalidate = { 'x-prerender-revalidate': previewModeId(distDir) };
  return [
    {
      kind: 'a results page that finds nothing (a new query)',
      ask: (n) => ({ path: searchPath(queryFindingNothing(n)) }),
      throughProxy: true,
    },
    {
      kind: 'detail (news), made again',
      ask: () => ({ path: `/${LOCALE}${routes.newsDetails(newsId)}`, headers: revalidate }),
    },
    { kind: 'list (news), made again', ask: () => ({ path: `/${LOCALE}${routes.news()}`, headers: revalidate }) },
  ];
}

if (import.meta.main) {
  // Alone: on the builds `npm run bench` made (.next-bench or BENCH_RENDER_DIST_DIR, and
  // scripts/bench-reference/.next), with the MEDIA_BASE_URL the site's build was made with.
  const distDir = process.env.BENCH_RENDER_DIST_DIR ?? '.next-bench';
  if (!process.env.MEDIA_BASE_URL) throw new Error(`MEDIA_BASE_URL: the one the build in ${distDir} was made with`);
  const [story] = demoCollections(LOCALE).news;
  const rows = await benchRenders({
    siteEnv: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    kinds: pagesMadeOnRequest(path.join(root, distDir), story!.id),
  });
  console.log(renderTables(rows));
}
