import type { Place } from '@/lib/upstream';
import { CardGrid } from '../card/card-grid';
import { PlaceCard } from './place-card';

export function PlaceGrid({ places, detailHref }: { places: Place[]; detailHref: (id: number) => string }) {
  return <CardGrid items={places} columns="narrow" render={(place) => <PlaceCard place={place} href={detailHref(place.id)} />} />;
}
