import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { PublicationDetail } from '@/components/publication/publication-detail';
import { loadOtherNews, PublicationSidebar } from '@/components/publication/publication-sidebar';
import { SectionError } from '@/components/upstream/section-error';
import { Skeleton } from '@/components/upstream/skeleton';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { summarize } from '@/lib/seo/text';
import { languageTag } from '@/lib/upstream/language';
import { newsArticle } from '@/lib/seo/structured-data';
import { htmlToText } from '@/lib/sanitize';
import { localizedUrl } from '@/lib/seo/alternates';
import { institute } from '@/lib/seo/institute';
import { JsonLd } from '@/components/seo/json-ld';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getNewsItem } from '@/lib/upstream';
import { preload } from '@/components/upstream/preload';

type Props = PageProps<'/[locale]/news-details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getNewsItem(locale, id));
  const item = result.ok ? result.data : null;
  return detailPageMetadata(locale, routes.newsDetails(id), 'News', item && { title: item.title, html: item.contentHtml, image: item.image, publishedAt: item.publishedAt });
}

export default async function NewsDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Asked for now, beside the item, rather than once the item has come.
  preload(loadOtherNews(locale));
  const { id, result } = await loadItem((await params).id, (id) => getNewsItem(locale, id));
  const t = await getTranslations('News');
  const here = getPathname({ locale, href: routes.newsDetails(id) });
  const news = result.ok ? result.data : null;

  return (
    <>
      {news && (
        <JsonLd
          data={newsArticle({
            headline: news.title,
            url: localizedUrl(locale, routes.newsDetails(id)),
            image: news.image,
            datePublished: news.publishedAt,
            description: summarize(htmlToText(news.contentHtml)),
            inLanguage: languageTag(locale),
            publisher: await institute(locale),
          })}
        />
      )}
      <PageBanner title={news?.title ?? t('title')} trail={[{ label: t('title'), href: routes.news() }]} />
      <div className={layout.withSidebar}>
        {news ? <PublicationDetail publication={news} locale={locale} /> : <SectionError retryHref={here} />}
        <Suspense fallback={<Skeleton minHeight="40rem" />}>
          <PublicationSidebar
            headingId="other-news"
            heading={t('otherNews')}
            count={SIDEBAR_SIZE.news}
            load={() => loadOtherNews(locale)}
            currentId={id}
            detailHref={routes.newsDetails}
            locale={locale}
            retryHref={here}
          />
        </Suspense>
      </div>
    </>
  );
}
