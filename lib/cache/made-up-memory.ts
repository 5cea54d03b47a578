/*
 * No `server-only` and no `@/` imports: Node loads the cache handler, and this file, directly.
 * Apart from made-up-pages.ts, so that proxy.ts can look into the memory without the metrics.
 */
import { BoundedMap } from './bounded-map.ts';
import type { PackedPage } from './packed-page.ts';
import { processWide } from './process-wide.ts';

/**
 * The pages whose address a request makes up, kept at most: each unknown path, id or page number
 * a bot asks for renders a 404, each query a search page, and the page cache behind (a file on
 * disk, or Redis for a day) would keep every one of them. Each is kept deflated (packed-page.ts;
 * its test bounds a page's share); one dropped is made again when asked.
 */
export const MADE_UP_PAGES = 500;

export type MadeUpPage = { lastModified: number; packed: PackedPage };

/**
 * The made-up pages asked for last whose bytes are kept inflated too, beside the packed copy, so
 * that a popular query's page is served again without inflating it (some 0.3 ms, a tenth of a
 * search answered from the cache). Visitors ask a few queries most: in a search log's Zipf draw
 * the 64 most asked of 1,000 queries are some 60% of the asks, the most these 64 pages can
 * answer (they are the pages asked for last, and some asks are for a second page). A page of
 * results is some 125 KB inflated (its HTML, payload and segments): at most about 8 MB.
 */
export const MADE_UP_PAGES_INFLATED = 64;

/** A made-up page's bytes inflated (packed-page.ts), and the packed copy they were inflated from. */
export type InflatedPage = { packed: PackedPage; bytes: Buffer };

/**
 * This process's made-up pages by their page-cache key (a page's path), whichever copy of this
 * module keeps them: made-up-pages.ts fills it, lib/search/first-asks.ts looks into it.
 */
export const madeUpPagesKept = () =>
  processWide('madeUpPages', () => new BoundedMap<string, MadeUpPage>(MADE_UP_PAGES));

/** This process's made-up pages asked for last, inflated, by their page-cache key. */
export const madeUpPagesInflated = () =>
  processWide('madeUpPagesInflated', () => new BoundedMap<string, InflatedPage>(MADE_UP_PAGES_INFLATED));
