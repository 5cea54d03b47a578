import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { BRANCHES } from '@/components/places/place-kinds';
import { placesListPage, placesListMetadata } from '@/components/places/places-list-page';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/branches/[category]/[[...page]]'>;

export { generateStaticParams } from '@/lib/cache/on-demand';

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({ params }: Props): Promise<Metadata> {
  return placesListMetadata(BRANCHES, await pageLocale(params), (await params).category, (await params).page);
});

export default withNotFoundPage(async function BranchesPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Called, not rendered, so that its not-found answers this page.
  return placesListPage({ kind: BRANCHES, locale, segment: (await params).category, rawPage: (await params).page });
});
