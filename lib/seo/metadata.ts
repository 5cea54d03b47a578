import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { NamespaceWith } from '@/lib/i18n/messages';
import { routing, type Locale } from '@/lib/i18n/routing';
import { turkmenOrdinalHarmony } from '@/lib/i18n/turkmen-ordinal';
import { pagedHref, routes } from '@/lib/routes';
import { htmlToText } from '@/lib/html-text';
import { openGraphLocale } from '@/lib/i18n/language';
import { languageAlternates, localizedUrl } from './alternates';
import { SHARE_IMAGE_SIZE, shareImageUrl } from './site-pictures';
import { absoluteUrl } from './site-url';
import { summarize } from './text';

export const DEFAULT_SHARE_IMAGE = { url: '/og-default.png', width: 1200, height: 630 };

export interface PageSeo {
  locale: Locale;
  /** The page's path in lib/routes, with its query when it is part of the page (`?page=2`). */
  href: string;
  /** The page's own title; none for the home page, which is the site's. */
  title?: string;
  /** Plain text; cut to a description's length here. Default: the site's description. */
  description?: string;
  image?: string | null;
  article?: { publishedTime: string };
}

/** Title, description, canonical and alternates, OpenGraph and Twitter cards, and the language's feeds. */
export async function pageMetadata({ locale, href, title, description, image, article }: PageSeo): Promise<Metadata> {
  const [tSite, tNews, tArticles] = await Promise.all([
    getTranslations({ locale, namespace: 'Site' }),
    getTranslations({ locale, namespace: 'News' }),
    getTranslations({ locale, namespace: 'Articles' }),
  ]);
  const text = summarize(description || tSite('description'));
  const siteName = `${tSite('name')} (${tSite('shortName')})`;
  // Absolute: the home page is in the layout's own segment, where a title template does not apply.
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  const shareTitle = title ?? tSite('name');
  const url = localizedUrl(locale, href);
  // From the site's own origin, with its size and words, whatever the media host is (lib/seo/site-pictures.ts).
  const images = [
    image
      ? { url: shareImageUrl(image), ...SHARE_IMAGE_SIZE, alt: shareTitle }
      : { ...DEFAULT_SHARE_IMAGE, url: absoluteUrl(DEFAULT_SHARE_IMAGE.url), alt: siteName },
  ];
  return {
    title: { absolute: fullTitle },
    description: text,
    alternates: {
      canonical: url,
      languages: languageAlternates(href),
      types: {
        'application/rss+xml': [
          { url: feedUrl(locale, 'news'), title: `${tNews('title')} — ${tSite('shortName')}` },
          { url: feedUrl(locale, 'articles'), title: `${tArticles('title')} — ${tSite('shortName')}` },
        ],
      },
    },
    openGraph: {
      type: article ? 'article' : 'website',
      url,
      title: shareTitle,
      description: text,
      siteName,
      locale: openGraphLocale(locale),
      alternateLocale: routing.locales.filter((other) => other !== locale).map(openGraphLocale),
      images,
      ...(article && { publishedTime: article.publishedTime }),
    },
    twitter: {
      card: 'summary_large_image',
      title: shareTitle,
      description: text,
      images: images.map(({ url: imageUrl, alt }) => ({ url: imageUrl, alt })),
    },
  };
}

export function feedUrl(locale: Locale, feed: 'news' | 'articles'): string {
  return localizedUrl(locale, `${feed === 'news' ? routes.news() : routes.articles()}/rss.xml`);
}

/** A paged list: its title, with the page number after the first page, and its own canonical. */
export async function listPageMetadata(
  locale: Locale,
  namespace: NamespaceWith<'title'>,
  pathname: string,
  page: number,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return pageMetadata({
    locale,
    href: pagedHref(pathname, page),
    title: await withPageNumber(locale, t('title'), page),
  });
}

/** `title`, followed after the first page by the page's number, so that each page has a title of its own. */
export async function withPageNumber(locale: Locale, title: string, page: number): Promise<string> {
  if (page <= 1) return title;
  const tPager = await getTranslations({ locale, namespace: 'Pager' });
  return `${title} — ${tPager('page', { page, harmony: turkmenOrdinalHarmony(page) })}`;
}

/** A detail page: the item's title, its own text as the description and its picture for link previews. */
export async function detailPageMetadata(
  locale: Locale,
  href: string,
  item: { title: string; html?: string | null; description?: string; image?: string | null; publishedAt?: string },
): Promise<Metadata> {
  return pageMetadata({
    locale,
    href,
    title: item.title,
    description: item.description ?? (item.html ? htmlToText(item.html) : undefined),
    image: item.image,
    article: item.publishedAt ? { publishedTime: item.publishedAt } : undefined,
  });
}
