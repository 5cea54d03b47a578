import Image from 'next/image';
import type { CSSProperties } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { ADVERTISEMENT_DESCRIPTION_LINES, IMAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import type { Advertisement } from '@/lib/upstream';
import { RichText } from '../rich-text/rich-text';
import { AdvertisementMeta } from './advertisement-meta';
import styles from './advertisement-card.module.scss';

/** The clamp's line count comes from lib/limits, handed to the style sheet as a custom property. */
const clampStyle = { '--description-lines': ADVERTISEMENT_DESCRIPTION_LINES } as CSSProperties;

export function AdvertisementCard({ advertisement, locale }: { advertisement: Advertisement; locale: Locale }) {
  return (
    <article className={styles.card} style={clampStyle}>
      <Image
        src={advertisement.thumbnail}
        alt=""
        // The spec gives advertisement cards no size of their own; they share the 3:2 box of the lesson cards.
        width={IMAGE_SIZE.lessonCard.width}
        height={IMAGE_SIZE.lessonCard.height}
        sizes="(min-width: 992px) 380px, (min-width: 640px) 50vw, 100vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link href={routes.advertisementDetails(advertisement.id)} className={styles.titleLink}>
            {advertisement.title}
          </Link>
        </h2>
        <AdvertisementMeta advertisement={advertisement} locale={locale} />
        <RichText html={advertisement.descriptionHtml} className={styles.description} />
      </div>
    </article>
  );
}
