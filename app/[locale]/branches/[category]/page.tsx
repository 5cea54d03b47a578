import type { Metadata } from 'next';
import { BRANCHES } from '@/components/places/place-kinds';
import { PlacesListPage, placesListMetadata } from '@/components/places/places-list-page';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/branches/[category]'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return placesListMetadata(BRANCHES, await pageLocale(params), (await params).category, (await searchParams).page);
}

export default async function BranchesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return (
    <PlacesListPage kind={BRANCHES} locale={locale} segment={(await params).category} rawPage={(await searchParams).page} />
  );
}
