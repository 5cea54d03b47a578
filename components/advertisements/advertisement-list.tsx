import type { Locale } from '@/lib/i18n/routing';
import type { Advertisement } from '@/lib/upstream';
import { CardGrid, type LeadingGridProps } from '../card/card-grid';
import { AdvertisementCard } from './advertisement-card';

export function AdvertisementList({
  items,
  locale,
  leadsPage,
}: LeadingGridProps & { items: Advertisement[]; locale: Locale }) {
  return (
    <CardGrid
      items={items}
      columns="roomy"
      leadsPage={leadsPage}
      render={(advertisement, priority) => (
        <AdvertisementCard advertisement={advertisement} locale={locale} priority={priority} />
      )}
    />
  );
}
