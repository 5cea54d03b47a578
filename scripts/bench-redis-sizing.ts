/**
 * What the shared cache holds in Redis, for choosing `maxmemory` (docs/operating.md, Sizing
 * Redis): one instance of the bench's build on a Redis of its own renders every news item, the
 * news list and the home page in each language once, then each key's `MEMORY USAGE` is summed
 * by kind: pages (the handler's `APP_PAGE` entries), upstream answers (`FETCH`), and the tag
 * index, whose share per entry is counted apart. Part of `npm run bench`; alone, it builds
 * into .next-bench-sizing first: `node scripts/bench-redis-sizing.ts`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createClient } from '@redis/client';
import { startDemoUpstream } from '../demo-upstream/server.ts';
import { DEMO_TOKEN } from '../demo-upstream/router.ts';
import { routing } from '../lib/i18n/routing.ts';
import { routes } from '../lib/routes.ts';
import { formatKb, markdownTable } from './bench-report.ts';
import {
  freePort,
  nextBin,
  redisAvailable,
  startNext,
  startRedis,
  stopServer,
  waitUntilServing,
} from './bench-servers.ts';

interface Kind {
  keys: number;
  bytes: number;
}

export interface RedisSizing {
  pages: Kind;
  answers: Kind;
  /** The namespace's tag indexes (hashes of every entry's tags and expiry). */
  index: Kind & { entries: number };
  pagesPerLanguage: number;
}

/** Every news item's page, the news list and the home page, in each language. */
export function sizingPaths(newsIds: readonly number[]): string[] {
  return routing.locales.flatMap((locale) =>
    [routes.home(), routes.news(), ...newsIds.map((id) => routes.newsDetails(id))].map((pathname) =>
      pathname === '/' ? `/${locale}` : `/${locale}${pathname}`,
    ),
  );
}

/** Renders `paths` once through one instance on an empty Redis and weighs what it wrote; undefined without redis-server. */
export async function measureRedisSizing(env: NodeJS.ProcessEnv, paths: string[]): Promise<RedisSizing | undefined> {
  if (!redisAvailable()) return undefined;
  const redisPort = await freePort();
  const redis = startRedis(redisPort);
  const sitePort = await freePort();
  const site = startNext(sitePort, { ...env, REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  const client = createClient({ url: `redis://127.0.0.1:${redisPort}` });
  try {
    const origin = `http://localhost:${sitePort}`;
    await waitUntilServing(origin, site);
    for (const path of paths) {
      const response = await fetch(`${origin}${path}`);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    }
    await client.connect();
    // Next writes a page to the cache after it has answered.
    await untilSteady(() => client.dbSize());
    const sizing: RedisSizing = {
      pages: { keys: 0, bytes: 0 },
      answers: { keys: 0, bytes: 0 },
      index: { keys: 0, bytes: 0, entries: 0 },
      pagesPerLanguage: paths.length / routing.locales.length,
    };
    for (const key of await client.keys('site:*:*')) {
      const bytes = (await client.memoryUsage(key, { SAMPLES: 0 })) ?? 0;
      if ((await client.type(key)) === 'hash') {
        sizing.index.keys += 1;
        sizing.index.bytes += bytes;
        if (key.endsWith(':__sharedTags__')) sizing.index.entries += await client.hLen(key);
        continue;
      }
      const stored = JSON.parse((await client.get(key)) ?? 'null') as { value?: { kind?: string } } | null;
      const kind =
        stored?.value?.kind === 'APP_PAGE'
          ? sizing.pages
          : stored?.value?.kind === 'FETCH'
            ? sizing.answers
            : undefined;
      if (!kind) continue;
      kind.keys += 1;
      kind.bytes += bytes;
    }
    return sizing;
  } finally {
    if (client.isOpen) client.destroy();
    await Promise.all([site, redis].map(stopServer));
  }
}

/**
 * Resolves once `count` is above zero and the same on two reads `everyMs` apart: the writes that
 * follow the answers have ended. Gives up after `timeoutMs`, and what is there is weighed.
 */
export async function untilSteady(
  count: () => Promise<number>,
  { everyMs = 500, timeoutMs = 30_000 } = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = await count();
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    const now = await count();
    if (now > 0 && now === last) return;
    last = now;
  }
}

const mean = ({ keys, bytes }: Kind) => (keys ? bytes / keys : 0);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The bench's table: bytes per key of each kind, and what 1,000 pages in one language take. */
export function redisSizingSection(sizing: RedisSizing): string {
  const { pages, answers, index } = sizing;
  const indexPerEntry = index.entries ? index.bytes / index.entries : 0;
  const answersPerPage = pages.keys ? answers.keys / pages.keys : 0;
  const perThousandPages = 1000 * (mean(pages) + indexPerEntry + answersPerPage * (mean(answers) + indexPerEntry));
  return [
    `**Redis: what the shared cache holds** (\`MEMORY USAGE\` of every key after one instance rendered ${pages.keys} pages, ${sizing.pagesPerLanguage} in each language: every news item, the news list and the home page; \`node scripts/bench-redis-sizing.ts\`)`,
    '',
    markdownTable(
      ['kind', 'keys', 'bytes per key (mean)', 'total'],
      [
        ['page (APP_PAGE)', String(pages.keys), formatKb(mean(pages)), megabytes(pages.bytes)],
        ['upstream answer (FETCH)', String(answers.keys), formatKb(mean(answers)), megabytes(answers.bytes)],
        ['tag index, per entry listed', String(index.entries), formatKb(indexPerEntry), megabytes(index.bytes)],
        [
          `1,000 pages with their answers (${answersPerPage.toFixed(2)} answers a page) and index`,
          '',
          '',
          megabytes(perThousandPages),
        ],
      ],
    ),
  ].join('\n');
}

/** Alone: a build of its own against a demo upstream of its own, then the one section. */
async function main(): Promise<void> {
  const demo = await startDemoUpstream({ port: await freePort(), faultControl: false });
  try {
    const env = {
      ...process.env,
      NEXT_DIST_DIR: '.next-bench-sizing',
      PROVIDER_API_URL: `${demo.url}/provider`,
      CONTENT_API_URL: `${demo.url}/content/api/v1`,
      CONTENT_API_TOKEN: DEMO_TOKEN,
      MEDIA_BASE_URL: demo.url,
      SITE_URL: 'http://localhost:3000',
      NEXT_TELEMETRY_DISABLED: '1',
    };
    const build = spawn(process.execPath, [nextBin, 'build'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const [code] = (await once(build, 'exit')) as [number];
    if (code !== 0) throw new Error(`next build exited with ${code}`);
    const response = await fetch(`${demo.url}/content/api/v1/news/?lang=en`, { headers: { Centralized: DEMO_TOKEN } });
    const { results } = (await response.json()) as { results: { id: number }[] };
    const sizing = await measureRedisSizing(env, sizingPaths(results.map(({ id }) => id)));
    console.log(sizing ? redisSizingSection(sizing) : 'redis-server is not installed: no sizing.');
  } finally {
    await demo.close();
  }
}

if (import.meta.main) await main();
