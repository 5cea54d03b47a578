/*
 * No `server-only` and no `@/` imports: Node loads the cache handler, and this file, directly.
 */
import { isPage, pageTags, type SiteCache } from './next-cache.ts';
import { countCacheLookup } from '../observability/metrics.ts';
import type { BoundedMap } from './bounded-map.ts';
import { madeUpPagesInflated, madeUpPagesKept, type InflatedPage, type MadeUpPage } from './made-up-memory.ts';
import { inflatePage, packPage, unpackPage } from './packed-page.ts';
import { SEARCH_RESULTS_PATH } from '../search/first-asks.ts';

/** The tag of a page of search results (lib/search/site-search.ts gives it). */
export const SEARCH_RESULTS_TAG = 'search-results';

type KeptPage = NonNullable<NonNullable<Awaited<ReturnType<SiteCache['get']>>>['value']>;

/**
 * `cache`, with 404 pages and pages of search results kept apart in this process's memory, the
 * longest unused dropped first, so that addresses that name nothing and queries a bot types
 * cannot grow the page cache without bound. Pages of search results reach it only from their
 * query's second ask (lib/search/first-asks.ts), and are never looked for behind. They are this
 * instance's: a revalidation clears them here, and other instances' when it reaches them. The
 * pages asked for last are kept `inflated` as well.
 */
export function withBoundedMadeUpPages(
  cache: SiteCache,
  kept: BoundedMap<string, MadeUpPage> = madeUpPagesKept(),
  inflated: BoundedMap<string, InflatedPage> = madeUpPagesInflated(),
): SiteCache {
  return {
    async get(...args) {
      const [key, context] = args;
      const entry = kept.get(key);
      if (entry) {
        countCacheLookup('memory', context.kind, 'hit');
        let copy = inflated.get(key);
        // Not inflated yet, or inflated from a page kept under this key before this one.
        if (copy?.packed !== entry.packed) {
          copy = { packed: entry.packed, bytes: inflatePage(entry.packed) };
          inflated.set(key, copy);
        }
        return { lastModified: entry.lastModified, value: unpackPage<KeptPage>(entry.packed, copy.bytes) };
      }
      // Kept here alone, a search's page is never looked for behind.
      if (!SEARCH_RESULTS_PATH.test(key)) return cache.get(...args);
      countCacheLookup('memory', context.kind, 'miss');
      return null;
    },
    async set(...args) {
      const [key, value] = args;
      kept.delete(key);
      inflated.delete(key);
      if (!isPage(value)) return cache.set(...args);
      const notFound = value.status === 404;
      if (!notFound && !pageTags(value).includes(SEARCH_RESULTS_TAG)) return cache.set(...args);
      // A page that was real and is gone: its 404 replaces it behind too, or the old page would
      // come back once the 404 is dropped here. Bounded: such keys were pages once.
      if (notFound && (await cache.get(key, { kind: value.kind } as never).catch(() => null))) {
        return cache.set(...args);
      }
      kept.set(key, { lastModified: Date.now(), packed: packPage(value) });
    },
    async revalidateTag(...args) {
      // Whatever was revalidated may have made a missing item or page real, or changed what a
      // query finds: these pages are cheap to make again, and a made-up page number's 404 carries
      // no tag of the list it names.
      kept.clear();
      inflated.clear();
      return cache.revalidateTag(...args);
    },
    resetRequestCache() {
      cache.resetRequestCache();
    },
  };
}
