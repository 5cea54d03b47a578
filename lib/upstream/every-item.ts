import type { Locale } from '@/lib/i18n/routing';
import { getAlbumList, getArticleList, getNewsList, getVideoList } from './content';
import type { Page } from './parse';
import { getAdvertisementList, getBranchList, getCompetitionList, getCourseList, getOfficeList } from './provider';

/** How many items one call asks for when a whole collection is read. */
const BATCH = 100;

/** Every item of a paged collection, read page after page. */
export async function everyItem<T>(get: (limit: number, offset: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const page = await get(BATCH, offset);
    items.push(...page.items);
    if (page.items.length === 0 || offset + BATCH >= page.count) return items;
  }
}

/** The paged collections that can be read whole: what the sitemap and the search index are made from. */
const PAGED_LISTS = {
  news: getNewsList,
  articles: getArticleList,
  albums: getAlbumList,
  videos: getVideoList,
  competitions: getCompetitionList,
  courses: getCourseList,
  advertisements: getAdvertisementList,
  branches: getBranchList,
  offices: getOfficeList,
};

export type PagedCollection = keyof typeof PAGED_LISTS;

/** The paged collections whose items have pages of their own (a video plays in its list). */
export const COLLECTIONS_WITH_PAGES = [
  'news',
  'articles',
  'albums',
  'competitions',
  'courses',
  'advertisements',
  'branches',
  'offices',
] as const satisfies readonly PagedCollection[];

type Whole<K extends PagedCollection> = { [N in K]: Awaited<ReturnType<(typeof PAGED_LISTS)[N]>>['items'] };

/** The named collections (all of them unless named) whole, in one language, read side by side. */
export async function wholeCollections<K extends PagedCollection = PagedCollection>(
  locale: Locale,
  names: readonly K[] = Object.keys(PAGED_LISTS) as K[],
): Promise<Whole<K>> {
  const lists = await Promise.all(
    names.map((name) => everyItem<unknown>((limit, offset) => PAGED_LISTS[name](locale, limit, offset))),
  );
  return Object.fromEntries(names.map((name, index) => [name, lists[index]])) as Whole<K>;
}
