import { SearchPage, searchPageMetadata } from '@/components/search/search-page';
import { loadSearchResultsPage } from '@/components/search/search-results-route';

export { generateStaticParams } from '@/lib/pages/on-demand';

type Props = PageProps<'/[locale]/search/[query]/[page]'>;

/** A page of a query's results, kept by the page cache under the path proxy.ts rewrites `?q=…&page=N` to. */
export async function generateMetadata({ params }: Props) {
  const { locale, query, page } = await loadSearchResultsPage(params);
  return searchPageMetadata(locale, query, page);
}

export default async function SearchResultsPage({ params }: Props) {
  return <SearchPage {...await loadSearchResultsPage(params)} />;
}
