import 'server-only';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { routing, type Locale } from '@/lib/i18n/routing';
import { ARTICLES, NEWS } from '@/lib/kinds';
import { FEED_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { htmlToText } from '@/lib/html-text';
import { getArticleList, getNewsList, UpstreamError } from '@/lib/upstream';
import { languageTag } from '@/lib/i18n/language';
import { localizedUrl } from './alternates';
import { feedUrl } from './metadata';
import { renderRss } from './rss';
import { summarize } from './text';
import { collectionTags } from '@/lib/upstream/tags';
import { notFoundResponse, unavailableResponse, XML_CACHE_SECONDS, xmlResponse } from './xml';

const FEEDS = {
  news: { kind: NEWS, list: getNewsList, page: routes.news, item: routes.newsDetails },
  articles: { kind: ARTICLES, list: getArticleList, page: routes.articles, item: routes.articleDetails },
} as const;

/** The latest news or articles of one language as RSS. */
export async function feedXml(locale: Locale, kind: keyof typeof FEEDS): Promise<string> {
  const feed = FEEDS[kind];
  const [t, tSite, latest] = await Promise.all([
    getTranslations({ locale, namespace: feed.kind.namespace }),
    getTranslations({ locale, namespace: 'Site' }),
    feed.list(locale, FEED_SIZE, 0),
  ]);
  return renderRss({
    title: `${t('title')} — ${tSite('name')}`,
    link: localizedUrl(locale, feed.page()),
    self: feedUrl(locale, kind),
    description: tSite('description'),
    language: languageTag(locale),
    items: latest.items.map((item) => ({
      title: item.title,
      link: localizedUrl(locale, feed.item(item.id)),
      publishedAt: item.publishedAt,
      description: summarize(htmlToText(item.contentHtml), 300),
    })),
  });
}

/**
 * A feed as last made, kept an hour in the data cache that every instance shares, and made again
 * at once when its collection is revalidated: never made per request. A failure is not kept.
 */
function cachedFeedXml(kind: keyof typeof FEEDS) {
  return unstable_cache((locale: Locale) => feedXml(locale, kind), ['feed-xml', kind], {
    revalidate: XML_CACHE_SECONDS,
    tags: collectionTags(FEEDS[kind].kind.collection),
  });
}

/** The route handler of a feed, `/{locale}/news/rss.xml` or `/{locale}/article/rss.xml`. */
export function feedRoute(kind: keyof typeof FEEDS) {
  const cached = cachedFeedXml(kind);
  return async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
    await connection();
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) return notFoundResponse();
    try {
      return xmlResponse(await cached(locale), 'application/rss+xml');
    } catch (error) {
      if (error instanceof UpstreamError) return unavailableResponse();
      throw error;
    }
  };
}
