import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
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

type Props = PageProps<'/[locale]/news/[[...page]]'>;

export { generateStaticParams } from '@/lib/cache/on-demand';

/** The page's part of the list; a page past the end is a 404, for the metadata too. */
async function loadPage(params: Props['params']) {
  const locale = await pageLocale(params);
  return { locale, list: await loadListPage((await params).page, PAGE_SIZE.news, (limit, offset) => getNewsList(locale, limit, offset)) };
}

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, list } = await loadPage(params);
  return listPageMetadata(locale, 'News', routes.news(), list.page);
});

export default withNotFoundPage(async function NewsPage({ params }: Props) {
  const { locale, list } = await loadPage(params);
  const t = await getTranslations('News');
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        <PagedList
          pathname={routes.news()}
          {...list}
          render={(items) => <NewsGrid items={items} locale={locale} headingLevel={2} leadsPage />}
        />
      </div>
    </>
  );
});
