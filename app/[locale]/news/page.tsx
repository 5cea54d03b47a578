import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import layout from '@/components/page/page-layout.module.scss';
import { Pager } from '@/components/pager/pager';
import { NewsGrid } from '@/components/news/news-grid';
import { SectionError } from '@/components/upstream/section-error';
import { settle } from '@/components/upstream/settle';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { PAGE_SIZE } from '@/lib/limits';
import { pageCount } from '@/lib/pager';
import { parsePage } from '@/lib/params';
import { pagedHref, routes } from '@/lib/routes';
import { getNewsList } from '@/lib/upstream';

export async function generateMetadata({ params }: PageProps<'/[locale]/news'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'News' });
  return { title: t('title') };
}

export default async function NewsPage({ params, searchParams }: PageProps<'/[locale]/news'>) {
  const locale = await pageLocale(params);
  const page = parsePage((await searchParams).page);
  if (page === null) notFound();

  const [t, result] = await Promise.all([
    getTranslations('News'),
    settle(getNewsList(locale, PAGE_SIZE.news, (page - 1) * PAGE_SIZE.news)),
  ]);
  const last = result.ok ? pageCount(result.data.count, PAGE_SIZE.news) : page;
  if (page > last) notFound();

  return (
    <>
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        {result.ok ? (
          <>
            <NewsGrid items={result.data.items} locale={locale} headingLevel={2} />
            <Pager pathname={routes.news()} current={page} last={last} />
          </>
        ) : (
          <SectionError retryHref={getPathname({ locale, href: pagedHref(routes.news(), page) })} />
        )}
      </div>
    </>
  );
}
