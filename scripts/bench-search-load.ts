/**
 * Search under load, for `npm run bench`: the bench's build over a demo upstream of its own with
 * SEARCH_ITEMS news stories in each language, so that every language's index is a large site's,
 * and 50 connections asking for 50 s each, in five rounds of 10 s: as visitors ask (queries typed
 * as people type them, the popular ones asked more often, one in five for a second page), as a bot
 * types (a new query on every request, which no cache can answer), and the bare reference's page as
 * heavy as a page of results made for each request, in turn; after each of the visitors' rounds, that
 * bare page asked for the same addresses in the same order, one page for each, made on its first ask
 * and kept by Next (the floor under the visitors' search); then one query asked before, so that every
 * answer comes from the page cache: the least any load of searches can take on these connections.
 */
import { demoCollections } from '../demo-upstream/content/index.ts';
import { startDemoUpstream } from '../demo-upstream/server.ts';
import { pagedHref, routes } from '../lib/routes.ts';
import { SEARCH_ITEMS, visitorQueries } from './bench-search.ts';
import { median } from './bench-report.ts';
import {
  combineRounds,
  freePort,
  load,
  residentMegabytes,
  startNext,
  stopServer,
  waitUntilServing,
  type Load,
  type LoadInRounds,
} from './bench-servers.ts';

export const SEARCH_LOAD_CONNECTIONS = 50;
/**
 * Visitors, the bot and the bare pages are loaded in turn, in rounds: this machine's speed
 * drifts by tens of percent within a minute, and each ratio is taken round by round, the median of
 * five (of three, the reference's p99 moved from 1,667 to 1,081 ms between two runs of one day
 * while the site's moved 14%).
 */
export const SEARCH_LOAD_ROUNDS = 5;
export const SEARCH_LOAD_ROUND_SECONDS = 10;
/** Each load's time in all: SEARCH_LOAD_ROUNDS rounds of SEARCH_LOAD_ROUND_SECONDS. */
export const SEARCH_LOAD_SECONDS = SEARCH_LOAD_ROUNDS * SEARCH_LOAD_ROUND_SECONDS;
/** One query asked before, at once: answers from the page cache vary little. */
export const CACHED_SEARCH_SECONDS = 30;
/** The distinct queries visitors ask, before some are asked more often than others. */
const VISITOR_QUERIES = 1_000;
const LOCALE = 'en';

export interface SearchLoad {
  visitors: LoadInRounds;
  bots: LoadInRounds;
  /** The bare page rendered for each request, as heavy as a page of results, in the same rounds. */
  reference: LoadInRounds;
  /**
   * The bare page as heavy, asked after each of the visitors' rounds for that round's addresses in
   * their order, each made on its first ask and kept in Next's page cache: what Next itself takes
   * for the visitors' load, with no frame, search or proxy, and each address made once where the
   * site makes it twice before keeping it.
   */
  visitorsFloor: LoadInRounds;
  /** The median of the rounds' ratios: visitors' latency p99 × the reference's. */
  visitorsP99Ratio: number;
  /** Each round's ratio: how far one round tells the goal, on a machine whose speed drifts. */
  visitorsP99RoundRatios: number[];
  /** The median of the rounds' ratios: the floor's latency p99 × the reference's. */
  floorP99Ratio: number;
  floorP99RoundRatios: number[];
  /** The median of the rounds' ratios: visitors' latency p99 × the floor's. */
  visitorsOverFloorP99Ratio: number;
  visitorsOverFloorP99RoundRatios: number[];
  /** The median of the rounds' ratios: the bot's requests per second × the reference's. */
  botsRateRatio: number;
  botsRateRoundRatios: number[];
  /** One query asked before, every request of it answered from the page cache. */
  cachedOnly: Load;
  /** The different addresses (query and page) the visitors asked for. */
  distinctVisitorAddresses: number;
  /** The HTML of a page of results (the first query's), bytes. */
  resultsBytes: number;
  /** From `next start` to the first search that finds, with every language's index to make. */
  indexReadySeconds: number;
  memoryMegabytes: number;
}

export const searchPath = (query: string, page = 1) => `/${LOCALE}${pagedHref(routes.search(), page, { q: query })}`;

/** A search the visitors make: a query and the page of its results. */
interface Ask {
  query: string;
  page: number;
}

/** The bare reference's page as heavy as a page of results, kept for one search's address (`kb` kilobytes). */
const floorPath = ({ query, page }: Ask, kb: number) =>
  `/${LOCALE}/kept/${kb}/${encodeURIComponent(`${query}~${page}`)}`;

/** A small deterministic generator, so that every run asks the same. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/**
 * The visitors' searches, in the order they are asked: query k of the list drawn with a weight of
 * 1/k (Zipf's law, as a site's search log reads), one in five asking for the second page.
 */
function visitorAsks(queries: string[], count: number): Ask[] {
  const next = random(5);
  const weights = queries.map((_, index) => 1 / (index + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return Array.from({ length: count }, (_, request) => {
    let draw = next() * total;
    let index = 0;
    while (draw > weights[index]! && index < queries.length - 1) draw -= weights[index++]!;
    return { query: queries[index]!, page: request % 5 === 4 ? 2 : 1 };
  });
}

export async function untilSearchable(origin: string, query: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${origin}${searchPath(query)}`)).text();
    if (html.includes('id="search-count"')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`search found nothing on ${origin} within 180 s`);
}

/** The loads of a round. */
type LoadName = 'visitors' | 'floor' | 'bots' | 'reference';

const ratiosOfRounds = (values: number[], references: number[]) =>
  values.map((value, round) => value / references[round]!);

/**
 * `env`: the bench site's, whose build allows the media of `env.MEDIA_BASE_URL`;
 * `referenceOrigin`: the bare reference's (scripts/bench-reference), whose `/<locale>/rendered/<kb>`
 * is made for each request.
 */
export async function searchUnderLoad(env: NodeJS.ProcessEnv, referenceOrigin: string): Promise<SearchLoad> {
  const demo = await startDemoUpstream({ port: 0, mediaBaseUrl: env.MEDIA_BASE_URL, newsCount: SEARCH_ITEMS });
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const started = performance.now();
  const site = startNext(port, {
    ...env,
    PROVIDER_API_URL: `${demo.url}/provider`,
    CONTENT_API_URL: `${demo.url}/content/api/v1`,
  });
  try {
    await waitUntilServing(origin, site);
    const titles = demoCollections(LOCALE, { newsCount: SEARCH_ITEMS }).news.map((story) => story.title);
    const queries = visitorQueries(titles, VISITOR_QUERIES);
    await untilSearchable(origin, queries[0]!);
    const indexReadySeconds = (performance.now() - started) / 1000;
    const resultsBytes = new TextEncoder().encode(
      await (await fetch(`${origin}${searchPath(queries[0]!)}`)).text(),
    ).length;

    const resultsKb = Math.round(resultsBytes / 1024);
    const asked = visitorAsks(queries, 100_000);
    let visitor = 0;
    let bot = 0;
    const round = { connections: SEARCH_LOAD_CONNECTIONS, seconds: SEARCH_LOAD_ROUND_SECONDS };
    /**
     * A round of the visitors, then the floor asked for the same addresses in the same order, as
     * many: the same share of first asks, however much quicker the floor answers them. Asked for
     * as long, the floor would run on through the visitors' later and more repeated addresses.
     */
    const visitorsThenFloor = async () => {
      const first = visitor;
      const visitors = await load(
        origin,
        'search, as visitors ask',
        {
          next: () => {
            const { query, page } = asked[visitor++ % asked.length]!;
            return searchPath(query, page);
          },
          described: 'queries typed as people type them',
        },
        round,
      );
      let floorVisitor = first;
      const floor = await load(
        referenceOrigin,
        'bare Next page as heavy, asked for the visitors’ addresses of each round, each made once and kept (the floor)',
        {
          next: () => floorPath(asked[floorVisitor++ % asked.length]!, resultsKb),
          described: 'the visitors’ addresses, in their order',
        },
        { connections: SEARCH_LOAD_CONNECTIONS, amount: visitor - first },
      );
      return { visitors, floor };
    };
    const turns: (() => Promise<Partial<Record<LoadName, Load>>>)[] = [
      visitorsThenFloor,
      async () => ({
        bots: await load(
          origin,
          'search, a new query on every request (a bot)',
          {
            next: () => searchPath(`${queries[bot % queries.length]} ${(bot++).toString(36)}`),
            described: 'every query new',
          },
          round,
        ),
      }),
      async () => ({
        reference: await load(
          referenceOrigin,
          'bare Next page rendered for each request, as heavy as a page of results (reference)',
          [`/${LOCALE}/rendered/${resultsKb}`],
          round,
        ),
      }),
    ];
    const taken: Record<LoadName, Load[]> = { visitors: [], floor: [], bots: [], reference: [] };
    for (let index = 0; index < SEARCH_LOAD_ROUNDS; index += 1) {
      // Each round starts with the next turn, so that none always runs first.
      for (let turn = 0; turn < turns.length; turn += 1) {
        const loads = await turns[(index + turn) % turns.length]!();
        for (const [name, taking] of Object.entries(loads)) taken[name as LoadName].push(taking);
      }
    }
    const visitors = combineRounds(taken.visitors);
    const visitorsFloor = combineRounds(taken.floor);
    const bots = combineRounds(taken.bots);
    const reference = combineRounds(taken.reference);
    const visitorsP99RoundRatios = ratiosOfRounds(visitors.p99OfRounds, reference.p99OfRounds);
    const floorP99RoundRatios = ratiosOfRounds(visitorsFloor.p99OfRounds, reference.p99OfRounds);
    const visitorsOverFloorP99RoundRatios = ratiosOfRounds(visitors.p99OfRounds, visitorsFloor.p99OfRounds);
    const botsRateRoundRatios = ratiosOfRounds(bots.rounds, reference.rounds);
    const cachedOnly = await load(
      origin,
      'search, one query asked before (every answer from the page cache)',
      [searchPath(queries[0]!)],
      { connections: SEARCH_LOAD_CONNECTIONS, seconds: CACHED_SEARCH_SECONDS },
    );
    return {
      visitors,
      bots,
      reference,
      visitorsFloor,
      visitorsP99Ratio: median(visitorsP99RoundRatios),
      visitorsP99RoundRatios,
      floorP99Ratio: median(floorP99RoundRatios),
      floorP99RoundRatios,
      visitorsOverFloorP99Ratio: median(visitorsOverFloorP99RoundRatios),
      visitorsOverFloorP99RoundRatios,
      botsRateRatio: median(botsRateRoundRatios),
      botsRateRoundRatios,
      cachedOnly,
      distinctVisitorAddresses: new Set(asked.slice(0, visitor).map(({ query, page }) => searchPath(query, page))).size,
      resultsBytes,
      indexReadySeconds,
      memoryMegabytes: await residentMegabytes(site.pid!),
    };
  } finally {
    await stopServer(site);
    await demo.close();
  }
}
