import { getTranslations } from 'next-intl/server';
import { formatCardDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import type { Place } from '@/lib/upstream';
import { DetailArticle } from '@/components/page/detail-article';
import styles from './place-detail.module.scss';

/** The body of a branch or office page. */
export async function PlaceDetail({ place, locale }: { place: Place; locale: Locale }) {
  const t = await getTranslations('Common');
  return (
    <DetailArticle
      image={place.thumbnail}
      facts={
        <p className={styles.meta}>
          <time dateTime={place.addedAt}>{formatCardDate(place.addedAt, locale)}</time>
          {!place.isActive && <span className={styles.soon}>{t('soon')}</span>}
        </p>
      }
      html={place.descriptionHtml}
    />
  );
}
