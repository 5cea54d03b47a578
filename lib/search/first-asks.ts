/*
 * Where a page of search results is kept: proxy.ts rewrites `/search?q=…` to its path, and the
 * cache handler (which Node loads directly) keeps the pages. No `server-only` and no `@/` imports.
 */
import { BoundedMap } from '../cache/bounded-map.ts';
import { processWide } from '../cache/process-wide.ts';

/**
 * A page of search results' internal path in its language, `/en/search/<query>/<page>[/<kind>]`
 * (lib/routes.ts). Reached only through proxy.ts's rewrite, which answers 404 where it is asked
 * for directly (percent-encoded too): it would be a search that no limit on `/search` counts
 * (nginx's).
 */
export const SEARCH_RESULTS_PATH = /^\/[^/]+\/search\/./;

/**
 * How many pages of results asked for (a query's page, kind and language) are remembered, by
 * their path alone: at most some 450 bytes each (a query of 100 letters, two UTF-8 bytes each, in
 * base64url), some 2 MB in all.
 */
export const SEARCHES_REMEMBERED = 5_000;

/**
 * How many pages made for a query's first ask are held as Next made them, until a second ask
 * takes one: some 175 KB each (a page of results of 55 KB of HTML, in two-byte letters, its
 * payload and its segments'), some 11 MB in all. A bot's queries push out each other's here, never
 * a page kept for a query asked twice.
 */
export const FIRST_ASKS_HELD = 64;

/** A page made for a query's first ask, as Next handed it to the page cache. */
export interface FirstAskPage {
  lastModified: number;
  page: object;
}

/**
 * A query's page is made once for its first ask, and kept (packed, lib/cache/made-up-pages.ts)
 * from its second: as nginx's `proxy_cache_min_uses 2` would, so that a bot's one-off queries cost
 * no packing and push out none of the pages kept for queries readers repeat. Its second ask is
 * served the first ask's page while it is still held; after, made again and kept.
 */
export interface SearchFirstAsks {
  /** The paths of pages of results asked for, the longest unused forgotten first. */
  readonly asked: BoundedMap<string, true>;
  /** The pages made for the last first asks, not yet asked for again. */
  readonly held: BoundedMap<string, FirstAskPage>;
}

export const newSearchFirstAsks = (): SearchFirstAsks => ({
  asked: new BoundedMap(SEARCHES_REMEMBERED),
  held: new BoundedMap(FIRST_ASKS_HELD),
});

/** This process's first asks, whichever copy of this module reads them. */
export const searchFirstAsks = () => processWide('searchFirstAsks', newSearchFirstAsks);
