/*
 * Where a page of search results is made: proxy.ts rewrites `/search?q=…` here, and the cache
 * handler (which Node loads directly) keeps the pages. No `server-only` and no `@/` imports.
 */
import { BoundedMap } from '../cache/bounded-map.ts';
import { madeUpPagesKept, type MadeUpPage } from '../cache/made-up-memory.ts';
import { processWide } from '../cache/process-wide.ts';

/**
 * A page of search results' internal path in its language, `/en/search/<query>/<page>[/<kind>]`
 * (lib/routes.ts), or its twin made for one request, `/en/search/once/…` (below). Reached only
 * through proxy.ts's rewrite, which answers 404 where it is asked for directly (percent-encoded
 * too): it would be a search that no limit on `/search` counts (nginx's).
 */
export const SEARCH_RESULTS_PATH = /^\/[^/]+\/search\/./;

/**
 * The segment of a page made for its request alone, before the query's. No query's segment is
 * `once`: it is base64url of bytes that are no UTF-8 (first-asks.test.ts holds it).
 */
export const MADE_ONCE_SEGMENT = 'once';

/**
 * How many pages of results asked for (a query's page, kind and language) are remembered, by
 * their path alone: at most some 450 bytes each (a query of 100 letters, two UTF-8 bytes each, in
 * base64url), some 2 MB in all.
 */
export const SEARCHES_REMEMBERED = 5_000;

/** This process's pages of results asked for, the longest unused forgotten first. */
export const searchesAsked = () =>
  processWide('searchesAsked', () => new BoundedMap<string, true>(SEARCHES_REMEMBERED));

/**
 * Where to make the page at a search's kept path: there, into the page cache, when this process
 * was asked for it before, or still keeps its page (a bot's many new queries may have pushed it
 * out of `asked`); the first time, at its twin `/en/search/once/…`, rendered for this request
 * alone. So a query is kept from its second ask to an instance (as nginx's `proxy_cache_min_uses
 * 2` would): a bot's one-off queries cost no trip through the page cache (about a fifth of such a
 * page's time, docs/performance.md) and push out none of the pages kept for queries readers repeat.
 */
export function searchResultsPathToMake(
  keptPath: string,
  asked = searchesAsked(),
  pagesKept: BoundedMap<string, MadeUpPage> = madeUpPagesKept(),
): string {
  if (asked.get(keptPath)) return keptPath;
  asked.set(keptPath, true);
  if (pagesKept.get(keptPath)) return keptPath;
  const [, locale, , ...rest] = keptPath.split('/');
  return ['', locale, 'search', MADE_ONCE_SEGMENT, ...rest].join('/');
}
