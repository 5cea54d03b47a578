import 'server-only';
import { after } from 'next/server';
import type { Locale } from '@/lib/i18n/routing';
import { upstreamConfig } from '@/lib/upstream/config';
import { searchSources } from './documents';
import { IndexStore } from './index-store';

/** This instance's search indexes, one per language, as fresh as the upstream answers (REVALIDATE_SECONDS). */
const store = new IndexStore<Locale>({
  load: searchSources,
  maxAgeMs: () => upstreamConfig().revalidateSeconds * 1000,
  schedule: after,
});

export const siteSearchIndex = (locale: Locale) => store.get(locale);

/** After the revalidation hook: this instance's next search reads the collections again. */
export const expireSiteSearch = () => store.expire();
