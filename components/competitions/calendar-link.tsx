import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import styles from './calendar-link.module.scss';

/**
 * A link to a competition's iCalendar file ("Add to calendar"), or, without `competitionId`, to
 * the feed of upcoming and recent competitions a calendar subscribes to. Plain links: they work
 * without JavaScript, and the client router leaves `.ics` files to the browser.
 */
export async function CalendarLink({ locale, competitionId }: { locale: Locale; competitionId?: number }) {
  const t = await getTranslations({ locale, namespace: 'Competitions' });
  const single = competitionId !== undefined;
  return (
    <a
      className={styles.link}
      href={localizedHref(locale, single ? routes.competitionCalendar(competitionId) : routes.competitionsCalendar())}
      type="text/calendar"
      {...(single ? { download: `competition-${competitionId}.ics` } : {})}
    >
      {t(single ? 'addToCalendar' : 'calendarFeed')}
    </a>
  );
}
