import type { Locale } from '@/lib/i18n/routing';
import { getAlbumList, getArticleList, getNewsList } from './content';
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

/** Each paged collection whole, in one language: what the sitemap and the search index are made from. */
export const wholeCollection = {
  news: (locale: Locale) => everyItem((limit, offset) => getNewsList(locale, limit, offset)),
  articles: (locale: Locale) => everyItem((limit, offset) => getArticleList(locale, limit, offset)),
  albums: (locale: Locale) => everyItem((limit, offset) => getAlbumList(locale, limit, offset)),
  competitions: (locale: Locale) => everyItem((limit, offset) => getCompetitionList(locale, limit, offset)),
  courses: (locale: Locale) => everyItem((limit, offset) => getCourseList(locale, limit, offset)),
  advertisements: (locale: Locale) => everyItem((limit, offset) => getAdvertisementList(locale, limit, offset)),
  branches: (locale: Locale) => everyItem((limit, offset) => getBranchList(locale, limit, offset)),
  offices: (locale: Locale) => everyItem((limit, offset) => getOfficeList(locale, limit, offset)),
};
