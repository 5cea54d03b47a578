/**
 * The soak of `npm run bench`: an instance of the bench's build with Redis as its shared cache,
 * 50 connections for 10 minutes (BENCH_SOAK_SECONDS) mixing cached pages of every kind, a bot's
 * made-up addresses (page numbers past a list's end, unknown ids, unknown paths) and searches,
 * with Redis stopped for 30 s in the middle and started again. What a visitor's cached page takes
 * meanwhile is sampled by a client of its own; the server's memory every 10 s. Without
 * redis-server (Debian: `apt-get install redis-server`) the bench leaves the soak out.
 */
import { createClient } from '@redis/client';
import autocannon from 'autocannon';
import { pagedHref, routes } from '../lib/routes.ts';
import { visitorQueries } from './bench-search.ts';
import {
  freePort,
  redisAvailable,
  residentMegabytes,
  startNext,
  startRedis,
  stopServer,
  waitUntilServing,
} from './bench-servers.ts';

export const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS || 600);
export const SOAK_CONNECTIONS = 50;
const REDIS_DOWN_SECONDS = 30;
const MEMORY_EVERY_MS = 10_000;
const SAMPLE_EVERY_MS = 200;

export interface Soak {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  /** Answers whose status was not the one due (200, or 404 for a made-up address), errors and timeouts. */
  failures: number;
  notFound: number;
  /** All requests, as autocannon saw them. */
  p99: number;
  /** A cached page asked for by a client of its own every SAMPLE_EVERY_MS, while the load runs. */
  cachedPageP99: number;
  cachedPageSamples: number;
  memoryAfterFirstMinute: number;
  memoryAtEnd: number;
  memoryPeak: number;
  /** Keys Redis holds at the end: it came back empty, so these were written after it returned. */
  redisKeysAfterRestart: number;
  /** Kilobytes of HTML of the first page of results asked for, before compression. */
  resultsPageKb: number;
}

async function redisKeys(url: string): Promise<number> {
  const client = createClient({ url });
  await client.connect();
  try {
    return await client.dbSize();
  } finally {
    client.destroy();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * The addresses asked for, one per request, with the status due: of ten, eight cached pages in
 * turn, one made up by a bot, one search.
 */
function soakMix(
  pages: string[],
  madeUp: (n: number) => string,
  search: (n: number) => string,
): () => { path: string; status: number } {
  let request = 0;
  return () => {
    const n = request++;
    if (n % 10 === 8) return { path: madeUp(n), status: 404 };
    if (n % 10 === 9) return { path: search(n), status: 200 };
    return { path: pages[n % pages.length]!, status: 200 };
  };
}

/**
 * The site's soak: cached pages of every kind; a page number past the news list's end, an
 * unknown news id or an unknown path, in turn; visitors' queries.
 */
function soakAddresses(pages: string[], titles: string[], locale: string) {
  const queries = visitorQueries(titles, 200);
  const madeUp = [
    (n: number) => `/${locale}${pagedHref(routes.news(), 1_000 + n)}`,
    (n: number) => `/${locale}${routes.newsDetails(9_000_000 + n)}`,
    (n: number) => `/${locale}/made-up-${n.toString(36)}`,
  ];
  const search = (n: number) => `/${locale}${pagedHref(routes.search(), 1, { q: queries[n % queries.length]! })}`;
  return { search, mix: soakMix(pages, (n) => madeUp[Math.floor(n / 10) % madeUp.length]!(n), search) };
}

/** Runs `mix` on `origin` for the soak's time and connections; counts answers not as due. */
async function soakLoad(origin: string, mix: () => { path: string; status: number }) {
  let mismatched = 0;
  let notFound = 0;
  const result = await autocannon({
    url: origin,
    connections: SOAK_CONNECTIONS,
    duration: SOAK_SECONDS,
    headers: { 'accept-encoding': 'gzip' },
    requests: [
      {
        setupRequest: (request, context: { due?: number }) => {
          const address = mix();
          context.due = address.status;
          return { ...request, path: address.path };
        },
        onResponse: (status, _body, context: { due?: number }) => {
          if (status === 404) notFound += 1;
          if (status !== context.due) mismatched += 1;
        },
      },
    ],
  });
  return { result, mismatched, notFound };
}

/**
 * The soak's load on the bare reference (scripts/bench-reference), request for request: of ten,
 * eight of its pages of cards kept in its page cache, each as many kilobytes as a page of the
 * site's mix (`kilobytes`), one made-up address (its 404), one page as heavy as a page of results
 * rendered for the request. Its server's memory after it, in MB.
 */
export async function soakReference(
  origin: string,
  pid: number,
  { kilobytes, resultsPageKb, locale }: { kilobytes: number[]; resultsPageKb: number; locale: string },
): Promise<number> {
  // Teasers of a fixed length: what is held is the kilobytes, not how they compress.
  const pages = kilobytes.map((kb) => `/${locale}/weighted/${kb}/20`);
  for (const page of pages) await fetch(`${origin}${page}`).then((response) => response.arrayBuffer());
  const { mismatched } = await soakLoad(
    origin,
    soakMix(
      pages,
      (n) => `/${locale}/made-up-${n.toString(36)}`,
      (n) => `/${locale}/rendered/${resultsPageKb}?request=${n}`,
    ),
  );
  if (mismatched > 0) throw new Error(`the reference answered ${mismatched} requests of the soak not as due`);
  return residentMegabytes(pid);
}

/**
 * `env`: the bench site's; `pages`: paths of cached pages of every kind (answering 200),
 * `cachedPage` the one a visitor's client samples; `titles`: what visitors' queries are made of.
 * Undefined when redis-server is not installed.
 */
export async function soak(
  env: NodeJS.ProcessEnv,
  { pages, cachedPage, titles, locale }: { pages: string[]; cachedPage: string; titles: string[]; locale: string },
  progress: (message: string) => void,
): Promise<Soak | undefined> {
  if (!redisAvailable()) {
    progress('redis-server is not installed: no soak (Debian: apt-get install redis-server).');
    return undefined;
  }
  const redisPort = await freePort();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  let redis = startRedis(redisPort);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const site = startNext(port, { ...env, REDIS_URL: redisUrl });
  const timers: NodeJS.Timeout[] = [];
  try {
    await waitUntilServing(origin, site);
    for (const page of pages) await fetch(`${origin}${page}`).then((response) => response.arrayBuffer());

    const memory: { at: number; megabytes: number }[] = [];
    const started = Date.now();
    timers.push(
      setInterval(() => {
        void residentMegabytes(site.pid!).then((megabytes) => memory.push({ at: Date.now() - started, megabytes }));
      }, MEMORY_EVERY_MS),
    );
    const samples: number[] = [];
    let sampling = true;
    const sample = async () => {
      while (sampling) {
        const before = performance.now();
        const response = await fetch(`${origin}${cachedPage}`, { headers: { 'accept-encoding': 'gzip' } });
        await response.arrayBuffer();
        samples.push(performance.now() - before);
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
      }
    };
    const sampler = sample();
    const redisOutage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, ((SOAK_SECONDS - REDIS_DOWN_SECONDS) / 2) * 1000));
      progress(`soak: Redis stopped for ${REDIS_DOWN_SECONDS} s…`);
      await stopServer(redis);
      await new Promise((resolve) => setTimeout(resolve, REDIS_DOWN_SECONDS * 1000));
      redis = startRedis(redisPort);
      progress('soak: Redis started again.');
    })();

    const { mix, search } = soakAddresses(pages, titles, locale);
    const resultsPage = await fetch(`${origin}${search(9)}`).then((response) => response.arrayBuffer());
    const { result, mismatched, notFound } = await soakLoad(origin, mix);
    sampling = false;
    await Promise.all([sampler, redisOutage]);
    timers.forEach(clearInterval);
    const sorted = samples.toSorted((a, b) => a - b);
    const afterFirstMinute = memory.find((reading) => reading.at >= 60_000) ?? memory[0];
    return {
      seconds: SOAK_SECONDS,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      failures: mismatched + result.errors + result.timeouts,
      notFound,
      p99: result.latency.p99,
      cachedPageP99: percentile(sorted, 99),
      cachedPageSamples: samples.length,
      memoryAfterFirstMinute: afterFirstMinute?.megabytes ?? NaN,
      memoryAtEnd: await residentMegabytes(site.pid!),
      memoryPeak: Math.max(...memory.map((reading) => reading.megabytes)),
      redisKeysAfterRestart: await redisKeys(redisUrl),
      resultsPageKb: Math.round(resultsPage.byteLength / 1024),
    };
  } finally {
    timers.forEach(clearInterval);
    await stopServer(site);
    await stopServer(redis);
  }
}
