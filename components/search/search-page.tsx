import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import layout from '@/components/page/page-layout.module.scss';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import type { SearchKind } from '@/lib/search/search-document';
import { pageMetadata, withPageNumber } from '@/lib/seo/metadata';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

/**
 * Results are not for search engines: `noindex`, but their links may be followed. Each page of
 * them has its own title, which names the kind they are narrowed to.
 */
export async function searchPageMetadata(
  locale: Locale,
  query: string,
  page: number | null = 1,
  kind: SearchKind | null = null,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const title = kind ? t('resultsOfKindTitle', { query, kind: t(`kinds.${kind}`) }) : t('resultsTitle', { query });
  const metadata = await pageMetadata({
    locale,
    href: routes.search(),
    title: query ? await withPageNumber(locale, title, page ?? 1) : t('title'),
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

/** The search page: the box with the query, then a page of its results, or a prompt without one. */
export async function SearchPage({
  locale,
  query,
  kind = null,
  page,
}: {
  locale: Locale;
  query: string;
  kind?: SearchKind | null;
  page: number | null;
}) {
  const t = await getTranslations('Search');
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        <SearchForm query={query} />
        {query ? <SearchResults locale={locale} query={query} kind={kind} page={page} /> : <p>{t('prompt')}</p>}
      </div>
    </>
  );
}
