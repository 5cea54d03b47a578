import { notFound } from 'next/navigation';
import { SearchPage, searchPageMetadata } from '@/components/search/search-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { parsePage } from '@/lib/params';
import { decodeSearchQuery } from '@/lib/routes';

export { generateStaticParams } from '@/lib/pages/on-demand';

type Props = PageProps<'/[locale]/search/[query]/[page]'>;

/** A page of a query's results, kept by the page cache under the path proxy.ts rewrites `?q=…&page=N` to. */
async function load({ params }: Props) {
  const locale = await pageLocale(params);
  const { query, page } = await params;
  const text = decodeSearchQuery(query);
  if (text === undefined) notFound();
  return { locale, query: text, page: parsePage(page) };
}

export async function generateMetadata(props: Props) {
  const { locale, query, page } = await load(props);
  return searchPageMetadata(locale, query, page);
}

export default async function SearchResultsPage(props: Props) {
  return <SearchPage {...await load(props)} />;
}
