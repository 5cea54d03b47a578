import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadListPage } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { PagedList } from '@/components/page/paged-list';
import { PublicationGrid } from '@/components/publication/publication-grid';
import { pageLocale } from '@/lib/i18n/page-locale';
import { listPageMetadata } from '@/lib/seo/metadata';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getArticleList } from '@/lib/upstream';

type Props = PageProps<'/[locale]/article'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listPageMetadata(await pageLocale(params), 'Articles', routes.articles(), (await searchParams).page);
}

export default async function ArticlesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, list] = await Promise.all([
    getTranslations('Articles'),
    loadListPage((await searchParams).page, PAGE_SIZE.articles, (limit, offset) => getArticleList(locale, limit, offset)),
  ]);
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        <PagedList
          locale={locale}
          pathname={routes.articles()}
          {...list}
          render={(items) => (
            <PublicationGrid items={items} detailHref={routes.articleDetails} locale={locale} headingLevel={2} leadsPage />
          )}
        />
      </div>
    </>
  );
}
