import 'server-only';
import { after } from 'next/server';
import { SEARCH_RESULTS_TAG } from '@/lib/cache/made-up-pages';
import { keepPageFor } from '@/lib/pages/page-lifetime';
import { processWide } from '@/lib/cache/process-wide';
import { routing, type Locale } from '@/lib/i18n/routing';
import { errorFields, log } from '@/lib/observability/log';
import { readOnScrape } from '@/lib/observability/metrics';
import { siteConfig } from '@/lib/runtime/site-config';
import { UpstreamError } from '@/lib/upstream/errors';
import { searchSources } from './documents';
import { IndexStore } from './index-store';

/**
 * This instance's search indexes, one per language, as fresh as the upstream answers
 * (REVALIDATE_SECONDS). One for the whole process: Next bundles the search page and the
 * revalidation hook apart, each with its own copy of this module.
 */
const store = processWide(
  'searchIndexes',
  () =>
    new IndexStore<Locale>({
      load: searchSources,
      maxAgeMs: () => siteConfig().revalidateSeconds * 1000,
      schedule: after,
      onRefreshError: logSearchRefreshFailure,
    }),
);

/**
 * A language's index as it is now, for a page of its results; undefined until its first is made
 * (search says it is not available). The page cache keeps the page (in this process's bounded
 * memory: lib/cache/made-up-pages.ts) as long as the site keeps the upstream's answers, while the
 * index's periodic refresh reads too: the index is as fresh as those answers (given a second
 * instead, every page asked for was made again, search by search, the whole reading long). While
 * there is no index, or after the revalidation hook until it is read again, a second, so that the
 * searches after find what the hook announced.
 */
export async function searchIndexForResults(locale: Locale) {
  const index = store.get(locale);
  await keepPageFor(store.resultsLifetime(locale, siteConfig().revalidateSeconds), SEARCH_RESULTS_TAG);
  return index;
}

/**
 * Makes every language's index when the server starts, so that the first search finds; and gives
 * the metrics each index's size and age.
 */
export function prepareSiteSearch() {
  readOnScrape('site_search_index_documents', () =>
    store.made().map(({ key, documents }) => ({ labels: { locale: key }, value: documents })),
  );
  readOnScrape('site_search_index_age_seconds', () =>
    store.made().map(({ key, madeAt }) => ({ labels: { locale: key }, value: (Date.now() - madeAt) / 1000 })),
  );
  return Promise.all(routing.locales.map((locale) => store.prepare(locale)));
}

/** After the revalidation hook: this instance's next search reads the collections again. */
export const expireSiteSearch = () => store.expire();

/** The data layer has logged an upstream failure's details already; anything else needs its stack. */
function logSearchRefreshFailure(locale: Locale, error: unknown): void {
  log('error', 'search_index_refresh_failed', {
    locale,
    ...(error instanceof UpstreamError ? { message: String(error) } : errorFields(error)),
  });
}
