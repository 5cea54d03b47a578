import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { formatCardDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import type { Place } from '@/lib/upstream';
import { languageTag } from '@/lib/upstream/language';
import { RichText } from '../rich-text/rich-text';
import styles from './place-detail.module.scss';

/** The body of a branch or office page. */
export async function PlaceDetail({ place, locale }: { place: Place; locale: Locale }) {
  const t = await getTranslations('Common');
  return (
    <article className={styles.detail}>
      <Image
        src={place.thumbnail}
        alt=""
        width={1200}
        height={800}
        sizes="(min-width: 1200px) 760px, (min-width: 992px) 64vw, 100vw"
        loading="eager"
        fetchPriority="high"
        className={styles.image}
      />
      <p className={styles.meta}>
        <time dateTime={place.addedAt}>{formatCardDate(place.addedAt, languageTag(locale))}</time>
        {!place.isActive && <span className={styles.soon}>{t('soon')}</span>}
      </p>
      <RichText html={place.descriptionHtml} />
    </article>
  );
}
