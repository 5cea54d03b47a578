import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { NewsGrid } from '@/components/news/news-grid';
import { loadListPage } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { PagedList } from '@/components/page/paged-list';
import { pageLocale } from '@/lib/i18n/page-locale';
import { listPageMetadata } from '@/lib/seo/metadata';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getNewsList } from '@/lib/upstream';

type Props = PageProps<'/[locale]/news'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listPageMetadata(await pageLocale(params), 'News', routes.news(), (await searchParams).page);
}

export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, list] = await Promise.all([
    getTranslations('News'),
    loadListPage((await searchParams).page, PAGE_SIZE.news, (limit, offset) => getNewsList(locale, limit, offset)),
  ]);
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        <PagedList
          locale={locale}
          pathname={routes.news()}
          {...list}
          render={(items) => <NewsGrid items={items} locale={locale} headingLevel={2} leadsPage />}
        />
      </div>
    </>
  );
}
