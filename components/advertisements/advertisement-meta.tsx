import { getTranslations } from 'next-intl/server';
import { formatCardDate, formatDetailDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import type { Advertisement } from '@/lib/upstream';
import facts from '@/components/page/fact-list.module.scss';

/** Category (when the notice has one) and date; the notice's own page gives the time too. */
export async function AdvertisementMeta({
  advertisement,
  locale,
  withTime = false,
}: {
  advertisement: Advertisement;
  locale: Locale;
  withTime?: boolean;
}) {
  const [t, tCommon] = await Promise.all([getTranslations('Advertisements'), getTranslations('Common')]);
  const format = withTime ? formatDetailDate : formatCardDate;
  return (
    <ul className={facts.list}>
      {advertisement.category && (
        <li>
          <span className={facts.label}>{t('category')}:</span> {advertisement.category}
        </li>
      )}
      <li>
        <span className="visually-hidden">{`${tCommon('publishedOn')} `}</span>
        <time dateTime={advertisement.createdAt} className={facts.label}>
          {format(advertisement.createdAt, locale)}
        </time>
      </li>
    </ul>
  );
}
