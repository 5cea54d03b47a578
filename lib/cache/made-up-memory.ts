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
 * This process's made-up pages by their page-cache key (a page's path), whichever copy of this
 * module keeps them: made-up-pages.ts fills it, lib/search/first-asks.ts looks into it.
 */
export const madeUpPagesKept = () =>
  processWide('madeUpPages', () => new BoundedMap<string, MadeUpPage>(MADE_UP_PAGES));
