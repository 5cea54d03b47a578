import { getTranslations } from 'next-intl/server';
import { formatDetailDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/routing';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getCompetitionList } from '@/lib/upstream';
import { OtherItemsSidebar } from '../sidebar/other-items-sidebar';

/** Offset by one, as the spec has it: the sidebar starts after the newest competition. */
const UPCOMING_OFFSET = 1;

/** What the sidebar shows: one more than it lists, so that leaving out the current one still fills it. */
export const loadUpcomingCompetitions = (locale: Locale) =>
  getCompetitionList(locale, SIDEBAR_SIZE.competitions + 1, UPCOMING_OFFSET);

/** Upcoming competitions other than the one on the page. */
export async function CompetitionSidebar({ locale, currentId }: { locale: Locale; currentId: number }) {
  const t = await getTranslations('Competitions');
  return (
    <OtherItemsSidebar
      headingId="upcoming-competitions"
      heading={t('upcoming')}
      load={() => loadUpcomingCompetitions(locale)}
      currentId={currentId}
      count={SIDEBAR_SIZE.competitions}
      detailHref={routes.competitionDetails}
      details={(competition) => ({
        image: competition.image,
        date: { iso: competition.startsAt, text: formatDetailDate(competition.startsAt, locale) },
      })}
    />
  );
}
