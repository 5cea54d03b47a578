import { SearchPage, searchPageMetadata } from '@/components/search/search-page';
import { loadSearchResultsPage } from '@/components/search/search-results-route';

export { generateStaticParams } from '@/lib/pages/on-demand';

type Props = PageProps<'/[locale]/search/[query]/[page]/[kind]'>;

/** A page of a query's results of one kind, kept under the path proxy.ts rewrites `?q=…&kind=…&page=N` to. */
export async function generateMetadata({ params }: Props) {
  const { locale, query, kind, page } = await loadSearchResultsPage(params);
  return searchPageMetadata(locale, query, page, kind);
}

export default async function SearchResultsOfKindPage({ params }: Props) {
  return <SearchPage {...await loadSearchResultsPage(params)} />;
}
