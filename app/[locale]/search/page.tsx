import { SearchPage, searchPageMetadata } from '@/components/search/search-page';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/search'>;

// A search with a query is served from `[query]/[page]` (proxy.ts); this is the box alone.
export async function generateMetadata({ params }: Props) {
  return searchPageMetadata(await pageLocale(params), '');
}

export default async function SearchPromptPage({ params }: Props) {
  return <SearchPage locale={await pageLocale(params)} query="" page={1} />;
}
