import type { DetailKind } from '@/components/page/detail-page';
import type { ListKind } from '@/components/page/paged-list-page';
import { PublicationDetail } from '@/components/publication/publication-detail';
import { ArticleGrid, NewsGrid } from '@/components/publication/publication-grid';
import { otherItemsSidebar } from '@/components/sidebar/other-items-sidebar';
import { formatCardDate } from '@/lib/dates';
import { languageTag } from '@/lib/i18n/language';
import type { Locale } from '@/lib/i18n/routing';
import { ARTICLES, NEWS } from '@/lib/kinds';
import { routes } from '@/lib/routes';
import { htmlToText } from '@/lib/html-text';
import { institute } from '@/lib/seo/institute';
import { newsArticle } from '@/lib/seo/structured-data';
import { summarize } from '@/lib/seo/text';
import { getArticle, getArticleList, getNewsItem, getNewsList, type Article, type News } from '@/lib/upstream';
import { sitePictureUrl } from '@/lib/seo/site-pictures';

/** News and articles: publications of the same shape, each kind with its own list and sidebar. */
const PUBLICATIONS = {
  news: {
    namespace: NEWS.namespace,
    list: routes.news(),
    href: routes.newsDetails,
    get: getNewsItem,
    others: {
      heading: 'News.otherNews',
      headingId: 'other-news',
      count: NEWS.sidebarSize,
      load: (locale: Locale) => getNewsList(locale, NEWS.sidebarSize + 1, 0),
    },
  },
  articles: {
    namespace: ARTICLES.namespace,
    list: routes.articles(),
    href: routes.articleDetails,
    get: getArticle,
    others: {
      heading: 'Articles.otherArticles',
      headingId: 'other-articles',
      count: ARTICLES.sidebarSize,
      load: (locale: Locale) => getArticleList(locale, ARTICLES.sidebarSize + 1, 0),
    },
  },
} as const;

function publicationDetail(kind: keyof typeof PUBLICATIONS): DetailKind<Article> {
  const { others, ...publication } = PUBLICATIONS[kind];
  return {
    ...publication,
    summary: (item) => ({
      title: item.title,
      html: item.contentHtml,
      image: item.image,
      publishedAt: item.publishedAt,
    }),
    structuredData: async (item, { locale, url }) =>
      newsArticle({
        headline: item.title,
        url,
        image: sitePictureUrl(item.image),
        datePublished: item.publishedAt,
        description: summarize(htmlToText(item.contentHtml)),
        inLanguage: languageTag(locale),
        publisher: await institute(locale),
      }),
    main: (item, { locale }) => <PublicationDetail publication={item} locale={locale} />,
    sidebar: otherItemsSidebar<Article>({
      ...others,
      href: publication.href,
      details: (item, { locale }) => ({
        image: item.thumbnail,
        date: { iso: item.publishedAt, text: formatCardDate(item.publishedAt, locale) },
      }),
    }),
  };
}

export const newsDetail = publicationDetail('news');
export const articleDetail = publicationDetail('articles');

export const newsList: ListKind<News> = {
  namespace: NEWS.namespace,
  pathname: routes.news(),
  pageSize: NEWS.pageSize,
  list: getNewsList,
  grid: NewsGrid,
};

export const articleList: ListKind<Article> = {
  namespace: ARTICLES.namespace,
  pathname: routes.articles(),
  pageSize: ARTICLES.pageSize,
  list: getArticleList,
  grid: ArticleGrid,
};
