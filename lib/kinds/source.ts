import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { kindDetailHref } from '@/lib/routes';
import { everyItem } from '@/lib/upstream/every-item';
import type { Page } from '@/lib/upstream/parse';
import { collection } from '@/lib/upstream/request';
import type { z } from 'zod';
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

/** A kind's list and item getters: its upstream collection, read with `schema`, under its cache tag. */
export function kindCollection<T>(kind: AnyKind, schema: z.ZodType<T>) {
  return collection(kind.upstream.api, kind.upstream.path, kind.collection, schema);
}

/** A kind's data as the sitemap and the search read it, each reading every item in one language. */
export interface KindSource {
  kind: AnyKind;
  /** Throws when the upstream fails. */
  searchEntries: (locale: Locale) => Promise<SearchEntry[]>;
  /** The pages of its items, for the kinds whose items have pages of their own. */
  sitemapPages?: (locale: Locale) => Promise<SitemapPage[]>;
}

/** What the search makes of an item beside its page: an item without a title (a question) names what it is found by. */
type SearchFields<T> = Omit<SearchEntry, 'item' | 'href'> &
  Partial<Pick<SearchEntry, 'href'>> &
  (T extends { title: string } ? Partial<Pick<SearchEntry, 'item'>> : Pick<SearchEntry, 'item'>);

/**
 * A kind's source, from its list's getter (read page after page where the list is paged, in one
 * call where it is not) and what the search makes of an item. An item is found at its page and
 * is in the sitemap there, where the kind's items have pages.
 */
export function kindSource<T extends { id: number }>({
  kind,
  list,
  searchEntry,
  lastModified,
}: {
  kind: AnyKind;
  list: (locale: Locale, limit?: number, offset?: number) => Promise<Page<T>>;
  /**
   * Null for an item the site links nowhere; `index` is its place in the whole list. `item`
   * and `href` are the item and its page unless given.
   */
  searchEntry: (item: T, index: number) => SearchFields<T> | null;
  /** When the item last changed, for the sitemap. */
  lastModified?: (item: T) => string;
}): KindSource {
  const every = async (locale: Locale) =>
    kind.list.paged ? everyItem((limit, offset) => list(locale, limit, offset)) : (await list(locale)).items;
  const pageOf = (item: T) => kindDetailHref(kind, item.id);
  return {
    kind,
    searchEntries: async (locale) =>
      (await every(locale)).flatMap((item, index) => {
        const entry: Partial<SearchEntry> | null = searchEntry(item, index);
        const href = entry?.href ?? pageOf(item);
        // An item without a title gives its own `item` (SearchFields).
        return entry && href ? [{ item: item as unknown as SearchEntry['item'], href, ...entry } as SearchEntry] : [];
      }),
    sitemapPages:
      'detail' in kind
        ? async (locale) =>
            (await every(locale)).map((item) => ({ href: pageOf(item)!, lastModified: lastModified?.(item) }))
        : undefined,
  };
}
