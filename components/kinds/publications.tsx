import { NewsGrid } from '@/components/news/news-grid';
import type { DetailKind } from '@/components/page/detail-page';
import type { ListKind } from '@/components/page/paged-list-page';
import { PublicationDetail } from '@/components/publication/publication-detail';
import { PublicationGrid } from '@/components/publication/publication-grid';
import { loadOtherArticles, loadOtherNews, PublicationSidebar } from '@/components/publication/publication-sidebar';
import { languageTag } from '@/lib/i18n/language';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { htmlToText } from '@/lib/sanitize';
import { institute } from '@/lib/seo/institute';
import { newsArticle } from '@/lib/seo/structured-data';
import { summarize } from '@/lib/seo/text';
import { getArticle, getArticleList, getNewsItem, getNewsList, type Article, type News } from '@/lib/upstream';

/** News and articles: publications of the same shape, each kind with its own list and sidebar. */
const PUBLICATIONS = {
  news: {
    namespace: 'News',
    list: routes.news(),
    href: routes.newsDetails,
    get: getNewsItem,
    loadOthers: loadOtherNews,
  },
  articles: {
    namespace: 'Articles',
    list: routes.articles(),
    href: routes.articleDetails,
    get: getArticle,
    loadOthers: loadOtherArticles,
  },
} as const;

function publicationDetail(kind: keyof typeof PUBLICATIONS): DetailKind<Article> {
  const { loadOthers, ...publication } = PUBLICATIONS[kind];
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
        image: item.image,
        datePublished: item.publishedAt,
        description: summarize(htmlToText(item.contentHtml)),
        inLanguage: languageTag(locale),
        publisher: await institute(locale),
      }),
    main: (item, { locale }) => <PublicationDetail publication={item} locale={locale} />,
    sidebar: {
      load: loadOthers,
      render: (_, { locale, id }) => <PublicationSidebar kind={kind} locale={locale} currentId={id} />,
    },
  };
}

export const newsDetail = publicationDetail('news');
export const articleDetail = publicationDetail('articles');

export const newsList: ListKind<News> = {
  namespace: 'News',
  pathname: routes.news(),
  pageSize: PAGE_SIZE.news,
  list: getNewsList,
  render: (items, locale) => <NewsGrid items={items} locale={locale} headingLevel={2} leadsPage />,
};

export const articleList: ListKind<Article> = {
  namespace: 'Articles',
  pathname: routes.articles(),
  pageSize: PAGE_SIZE.articles,
  list: getArticleList,
  render: (items, locale) => (
    <PublicationGrid items={items} detailHref={routes.articleDetails} locale={locale} headingLevel={2} leadsPage />
  ),
};
