import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { NewsSidebar } from '@/components/news/news-sidebar';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { RichText } from '@/components/rich-text/rich-text';
import { SectionError } from '@/components/upstream/section-error';
import { Skeleton } from '@/components/upstream/skeleton';
import { formatDetailDate } from '@/lib/dates';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { getNewsItem } from '@/lib/upstream';
import { languageTag } from '@/lib/upstream/language';
import styles from './page.module.scss';

type Props = PageProps<'/[locale]/news-details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { result } = await loadItem((await params).id, (id) => getNewsItem(locale, id));
  if (result.ok && result.data) return { title: result.data.title };
  const t = await getTranslations({ locale, namespace: 'News' });
  return { title: t('title') };
}

export default async function NewsDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getNewsItem(locale, id));
  const [t, tCommon] = await Promise.all([getTranslations('News'), getTranslations('Common')]);
  const here = getPathname({ locale, href: routes.newsDetails(id) });
  const news = result.ok ? result.data : null;

  return (
    <>
      <PageBanner title={news?.title ?? t('title')} trail={[{ label: t('title'), href: routes.news() }]} />
      <div className={layout.withSidebar}>
        {news ? (
          <article className={styles.article}>
            <Image
              src={news.image}
              alt=""
              width={1200}
              height={800}
              sizes="(min-width: 1200px) 760px, (min-width: 992px) 64vw, 100vw"
              loading="eager"
              fetchPriority="high"
              className={styles.image}
            />
            <p className={styles.meta}>
              <span className="visually-hidden">{tCommon('publishedOn')} </span>
              <time dateTime={news.publishedAt}>{formatDetailDate(news.publishedAt, languageTag(locale))}</time>
            </p>
            <RichText html={news.contentHtml} />
            {news.sourceLink && (
              <a href={news.sourceLink} target="_blank" rel="noopener noreferrer" className={styles.source}>
                {tCommon('source')} <span className="visually-hidden">{tCommon('opensInNewTab')}</span>
              </a>
            )}
          </article>
        ) : (
          <SectionError retryHref={here} />
        )}
        <Suspense fallback={<Skeleton minHeight="40rem" />}>
          <NewsSidebar locale={locale} currentId={id} retryHref={here} />
        </Suspense>
      </div>
    </>
  );
}
