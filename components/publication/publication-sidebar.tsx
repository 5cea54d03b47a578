import { getTranslations } from 'next-intl/server';
import { formatCardDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getArticleList, getNewsList } from '@/lib/upstream';
import { OtherItemsSidebar } from '../sidebar/other-items-sidebar';

/* What the sidebars show: one more than they list, as the current item is left out. */
export const loadOtherNews = (locale: Locale) => getNewsList(locale, SIDEBAR_SIZE.news + 1, 0);
export const loadOtherArticles = (locale: Locale) => getArticleList(locale, SIDEBAR_SIZE.articles + 1, 0);

const SIDEBARS = {
  news: {
    namespace: 'News',
    heading: 'otherNews',
    headingId: 'other-news',
    count: SIDEBAR_SIZE.news,
    load: loadOtherNews,
    href: routes.newsDetails,
  },
  articles: {
    namespace: 'Articles',
    heading: 'otherArticles',
    headingId: 'other-articles',
    count: SIDEBAR_SIZE.articles,
    load: loadOtherArticles,
    href: routes.articleDetails,
  },
} as const;

/** The latest news items or articles other than the one on the page. */
export async function PublicationSidebar({
  kind,
  locale,
  currentId,
}: {
  kind: keyof typeof SIDEBARS;
  locale: Locale;
  currentId: number;
}) {
  const sidebar = SIDEBARS[kind];
  const t = await getTranslations({ locale, namespace: sidebar.namespace });
  return (
    <OtherItemsSidebar
      headingId={sidebar.headingId}
      heading={t(sidebar.heading)}
      load={() => sidebar.load(locale)}
      currentId={currentId}
      count={sidebar.count}
      detailHref={sidebar.href}
      details={(item) => ({
        image: item.thumbnail,
        date: { iso: item.publishedAt, text: formatCardDate(item.publishedAt, locale) },
      })}
    />
  );
}
