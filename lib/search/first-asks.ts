/*
 * Where a page of search results is made: proxy.ts rewrites `/search?q=…` here, and the cache
 * handler (which Node loads directly) keeps the pages. No `server-only` and no `@/` imports.
 */
import { BoundedMap } from '../cache/bounded-map.ts';
import { processWide } from '../cache/process-wide.ts';

/**
 * A page of search results' internal path in its language, `/en/search/<query>/<page>[/<kind>]`
 * (lib/routes.ts), or its twin made for one request, `/en/search/once/…` (below). Reached only
 * through proxy.ts's rewrite: asked for directly, it would be a search that no limit on
 * `/search` counts (nginx's).
 */
export const SEARCH_RESULTS_PATH = /^\/[^/]+\/search\/./;

/**
 * The segment of a page made for its request alone, before the query's. No query's segment is
 * `once`: it is base64url of bytes that are no UTF-8 (first-asks.test.ts holds it).
 */
export const MADE_ONCE_SEGMENT = 'once';

/** How many queries asked for once are remembered, by path alone (some 100 bytes each). */
export const SEARCHES_REMEMBERED = 5_000;

/** This process's searches asked for, the longest unused forgotten first. */
const searchesAsked = () => processWide('searchesAsked', () => new BoundedMap<string, true>(SEARCHES_REMEMBERED));

/**
 * Where to make the page at a search's kept path: there, into the page cache, when this process
 * was asked for it before; the first time, at its twin `/en/search/once/…`, rendered for this
 * request alone. As nginx's `proxy_cache_min_uses 2`, a query is kept from its second ask: a bot's
 * one-off queries cost no trip through the page cache (about a fifth of such a page's time,
 * docs/performance.md) and push out none of the pages kept for queries readers repeat.
 */
export function searchResultsPathToMake(keptPath: string, asked = searchesAsked()): string {
  if (asked.get(keptPath)) return keptPath;
  asked.set(keptPath, true);
  const [, locale, , ...rest] = keptPath.split('/');
  return ['', locale, 'search', MADE_ONCE_SEGMENT, ...rest].join('/');
}
