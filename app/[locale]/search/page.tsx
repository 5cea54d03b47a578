import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import layout from '@/components/page/page-layout.module.scss';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults } from '@/components/search/search-results';
import { pageLocale } from '@/lib/i18n/page-locale';
import { parsePage, parseQuery } from '@/lib/params';
import { routes } from '@/lib/routes';
import { MAX_QUERY_LENGTH } from '@/lib/search/search-index';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/search'>;

// Rendered for each query, never kept: a query is the visitor's, and the results follow the index.
export const dynamic = 'force-dynamic';

async function load({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { q, page } = await searchParams;
  // An empty `page` (a form that sent one) is the first page, as on the lists.
  return { locale, query: parseQuery(q, MAX_QUERY_LENGTH), page: parsePage(page === '' ? undefined : page) };
}

/** Results are not for search engines: `noindex`, but their links may be followed. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, query } = await load(props);
  const t = await getTranslations({ locale, namespace: 'Search' });
  const metadata = await pageMetadata({
    locale,
    href: routes.search(),
    title: query ? t('resultsTitle', { query }) : t('title'),
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function SearchPage(props: Props) {
  const { locale, query, page } = await load(props);
  const t = await getTranslations('Search');
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        <SearchForm query={query} />
        {query ? <SearchResults locale={locale} query={query} page={page} /> : <p>{t('prompt')}</p>}
      </div>
    </>
  );
}
