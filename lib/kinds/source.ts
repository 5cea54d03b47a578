import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { AnyKind } from './index';

/** What the site search makes of one item: `item` is what its fingerprint is taken of. */
export interface SearchEntry {
  item: { id: number | string; title: string };
  href: string;
  /** ISO date-time, for the kinds that have one. */
  date: string | null;
  /** Plain text, made only when the index asks for it. */
  text: () => string;
}

/** A page of the sitemap: a path of lib/routes, standing for the page in every language. */
export interface SitemapPage {
  href: string;
  lastModified?: string;
}

/** A kind's data as the sitemap and the search read it, each reading every item in one language. */
export interface KindSource {
  kind: AnyKind;
  /** Throws when the upstream fails. */
  searchEntries: (locale: Locale) => Promise<SearchEntry[]>;
  /** For the kinds whose items have pages of their own. */
  sitemapPages?: (locale: Locale) => Promise<SitemapPage[]>;
}

/** A kind's source from its getter of every item and what the search and the sitemap make of one. */
export function kindSource<T>({
  kind,
  every,
  searchEntry,
  sitemapPage,
}: {
  kind: AnyKind;
  every: (locale: Locale) => Promise<T[]>;
  /** Null for an item the site links nowhere; `index` is its place in the whole list. */
  searchEntry: (item: T, index: number) => SearchEntry | null;
  sitemapPage?: (item: T) => SitemapPage;
}): KindSource {
  return {
    kind,
    searchEntries: async (locale) => (await every(locale)).flatMap((item, index) => searchEntry(item, index) ?? []),
    sitemapPages: sitemapPage && (async (locale) => (await every(locale)).map(sitemapPage)),
  };
}
