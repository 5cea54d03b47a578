import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Place } from '@/lib/upstream';
import { Card } from '@/components/card/card';
import styles from './place-card.module.scss';

/** A branch or an office; an inactive one is not open yet, so it says 'soon' and links nowhere. */
export async function PlaceCard({ place, href, priority }: { place: Place; href: string; priority?: boolean }) {
  const t = await getTranslations('Common');
  return (
    <Card
      picture={{ src: place.thumbnail, priority }}
      title={place.title}
      href={place.isActive ? href : undefined}
      headingLevel={2}
      inactive={!place.isActive}
      footer={
        place.isActive ? (
          // The title is the link for keyboards and screen readers; this is a larger target for pointers.
          <Link href={href} className={styles.see} tabIndex={-1} aria-hidden="true">
            {t('see')}
          </Link>
        ) : (
          <span className={styles.soon}>{t('soon')}</span>
        )
      }
    />
  );
}
