import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { CALENDAR_RECENT_DAYS } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { localizedUrl } from '@/lib/seo/alternates';
import { calendarFileName } from '@/lib/seo/calendar';
import { XML_CACHE_SECONDS } from '@/lib/seo/xml';
import styles from './calendar-link.module.scss';

/*
 * Plain links: they work without JavaScript, and the client router leaves `.ics` files and
 * `webcal:` to the browser and the reader's calendar.
 */

/** "Add to calendar": one competition's iCalendar file, named in the page's language. */
export async function CalendarLink({ locale, competitionId }: { locale: Locale; competitionId: number }) {
  const [t, fileName] = await Promise.all([
    getTranslations({ locale, namespace: 'Competitions' }),
    calendarFileName(locale, competitionId),
  ]);
  return (
    <a
      // Paper cannot add to a calendar.
      className={`${styles.link} screen-only`}
      href={localizedHref(locale, routes.competitionCalendar(competitionId))}
      type="text/calendar"
      download={fileName}
    >
      {t('addToCalendar')}
    </a>
  );
}

/**
 * The feed of upcoming and recent competitions: a subscription (`webcal:`, which a calendar keeps
 * asking again) beside the file, and what the feed holds.
 */
export async function CalendarSubscription({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Competitions' });
  const feed = routes.competitionsCalendar();
  return (
    <div className={`${styles.subscription} screen-only`}>
      <p className={styles.links}>
        <a className={styles.link} href={localizedUrl(locale, feed).replace(/^https?:/, 'webcal:')}>
          {t('calendarSubscribe')}
        </a>
        <a href={localizedHref(locale, feed)} type="text/calendar">
          {t('calendarDownload')}
        </a>
      </p>
      <p className={styles.holds}>
        {t('calendarHolds', { days: CALENDAR_RECENT_DAYS, hours: XML_CACHE_SECONDS / 3600 })}
      </p>
    </div>
  );
}
