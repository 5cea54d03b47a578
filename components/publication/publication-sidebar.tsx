import { formatCardDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { getArticleList, getNewsList, type Page } from '@/lib/upstream';
import { languageTag } from '@/lib/upstream/language';
import { OtherItemsSidebar } from '../sidebar/other-items-sidebar';
import type { PublicationSummary } from './publication-grid';

/* What the sidebars show: one more than they list, as the current item is left out. */
export const loadOtherNews = (locale: Locale) => getNewsList(locale, SIDEBAR_SIZE.news + 1, 0);
export const loadOtherArticles = (locale: Locale) => getArticleList(locale, SIDEBAR_SIZE.articles + 1, 0);

/** The latest news items or articles other than the one on the page. */
export function PublicationSidebar({
  headingId,
  heading,
  count,
  load,
  currentId,
  detailHref,
  locale,
}: {
  headingId: string;
  heading: string;
  /** How many to show. */
  count: number;
  load: () => Promise<Page<PublicationSummary>>;
  currentId: number;
  detailHref: (id: number) => string;
  locale: Locale;
}) {
  const tag = languageTag(locale);
  return (
    <OtherItemsSidebar
      headingId={headingId}
      heading={heading}
      load={load}
      currentId={currentId}
      count={count}
      detailHref={detailHref}
      details={(item) => ({
        image: item.thumbnail,
        date: { iso: item.publishedAt, text: formatCardDate(item.publishedAt, tag) },
      })}
    />
  );
}
