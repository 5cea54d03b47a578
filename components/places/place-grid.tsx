import { getTranslations } from 'next-intl/server';
import type { Place } from '@/lib/upstream';
import { PlaceCard } from './place-card';
import styles from './place-grid.module.scss';

export async function PlaceGrid({ places, detailHref }: { places: Place[]; detailHref: (id: number) => string }) {
  if (places.length === 0) {
    const t = await getTranslations('Common');
    return <p>{t('noItems')}</p>;
  }
  return (
    <ul className={styles.grid}>
      {places.map((place) => (
        <li key={place.id}>
          <PlaceCard place={place} href={detailHref(place.id)} />
        </li>
      ))}
    </ul>
  );
}
