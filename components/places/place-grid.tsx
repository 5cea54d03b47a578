import type { Place } from '@/lib/upstream';
import { CardGrid, type LeadingGridProps } from '@/components/card/card-grid';
import { PlaceCard } from './place-card';

export function PlaceGrid({
  places,
  detailHref,
  leadsPage,
}: LeadingGridProps & { places: Place[]; detailHref: (id: number) => string }) {
  return (
    <CardGrid
      items={places}
      columns="narrow"
      leadsPage={leadsPage}
      render={(place, priority) => <PlaceCard place={place} href={detailHref(place.id)} priority={priority} />}
    />
  );
}
