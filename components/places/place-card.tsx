import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { IMAGE_SIZE } from '@/lib/limits';
import type { Place } from '@/lib/upstream';
import styles from './place-card.module.scss';

/**
 * A branch or an office. An inactive one is not open yet: it says 'soon' and links
 * nowhere; an active one links to its page with a 'see' call to action.
 */
export async function PlaceCard({ place, href }: { place: Place; href: string }) {
  const t = await getTranslations('Common');
  return (
    <article className={place.isActive ? styles.card : `${styles.card} ${styles.inactive}`}>
      <Image
        src={place.thumbnail}
        alt=""
        width={IMAGE_SIZE.placeCard.width}
        height={IMAGE_SIZE.placeCard.height}
        sizes="(min-width: 992px) 260px, (min-width: 640px) 50vw, 100vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <h2 className={styles.title}>
          {place.isActive ? (
            <Link href={href} className={styles.titleLink}>
              {place.title}
            </Link>
          ) : (
            place.title
          )}
        </h2>
        {place.isActive ? (
          // The title is the link for keyboards and screen readers; this is a larger target for pointers.
          <Link href={href} className={styles.see} tabIndex={-1} aria-hidden="true">
            {t('see')}
          </Link>
        ) : (
          <span className={styles.soon}>{t('soon')}</span>
        )}
      </div>
    </article>
  );
}
