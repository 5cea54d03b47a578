import type { Metadata } from 'next';
import { OFFICES } from '@/components/places/place-kinds';
import { PlacesListPage, placesListMetadata } from '@/components/places/places-list-page';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/offices/[category]'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return placesListMetadata(OFFICES, await pageLocale(params), (await params).category, (await searchParams).page);
}

export default async function OfficesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return (
    <PlacesListPage kind={OFFICES} locale={locale} segment={(await params).category} rawPage={(await searchParams).page} />
  );
}
