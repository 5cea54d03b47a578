import type { Locale } from '@/lib/i18n/routing';
import type { Advertisement } from '@/lib/upstream';
import { CardGrid } from '../card/card-grid';
import { AdvertisementCard } from './advertisement-card';

export function AdvertisementList({ items, locale }: { items: Advertisement[]; locale: Locale }) {
  return (
    <CardGrid
      items={items}
      columns="roomy"
      render={(advertisement) => <AdvertisementCard advertisement={advertisement} locale={locale} />}
    />
  );
}
