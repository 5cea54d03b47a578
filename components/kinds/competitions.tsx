import { CalendarLink, CalendarSubscription } from '@/components/competitions/calendar-link';
import { CompetitionFacts } from '@/components/competitions/competition-facts';
import { CompetitionGrid } from '@/components/competitions/competition-card';
import { DetailArticle } from '@/components/page/detail-article';
import type { DetailKind } from '@/components/page/detail-page';
import type { ListKind } from '@/components/page/paged-list-page';
import { otherItemsSidebar } from '@/components/sidebar/other-items-sidebar';
import { formatDetailDate } from '@/lib/dates';
import { COMPETITIONS } from '@/lib/kinds';
import { routes } from '@/lib/routes';
import { htmlToText } from '@/lib/html-text';
import { institute } from '@/lib/seo/institute';
import { event } from '@/lib/seo/structured-data';
import { getCompetition, getCompetitionList, type Competition } from '@/lib/upstream';
import { sitePictureUrl } from '@/lib/seo/site-pictures';

/** Offset by one, as the spec has it: the sidebar starts after the newest competition. */
const UPCOMING_OFFSET = 1;

export const competitionDetail: DetailKind<Competition> = {
  namespace: COMPETITIONS.namespace,
  list: routes.competitions(),
  href: routes.competitionDetails,
  get: getCompetition,
  summary: (competition) => ({ title: competition.title, html: competition.descriptionHtml, image: competition.image }),
  structuredData: async (competition, { locale, url }) =>
    event({
      name: competition.title,
      url,
      startDate: competition.startsAt,
      description: htmlToText(competition.descriptionHtml),
      image: competition.image && sitePictureUrl(competition.image),
      organizer: await institute(locale),
    }),
  main: (competition, { locale }) => (
    <DetailArticle
      image={competition.image}
      facts={
        <>
          <CompetitionFacts competition={competition} locale={locale} />
          <CalendarLink locale={locale} competitionId={competition.id} />
        </>
      }
      html={competition.descriptionHtml}
    />
  ),
  sidebar: otherItemsSidebar({
    heading: 'Competitions.upcoming',
    headingId: 'upcoming-competitions',
    count: COMPETITIONS.sidebarSize,
    load: (locale) => getCompetitionList(locale, COMPETITIONS.sidebarSize + 1, UPCOMING_OFFSET),
    href: routes.competitionDetails,
    details: (competition, { locale }) => ({
      image: competition.image,
      date: { iso: competition.startsAt, text: formatDetailDate(competition.startsAt, locale) },
    }),
  }),
};

export const competitionList: ListKind<Competition> = {
  namespace: COMPETITIONS.namespace,
  pathname: routes.competitions(),
  list: getCompetitionList,
  pageSize: COMPETITIONS.pageSize,
  grid: CompetitionGrid,
  actions: CalendarSubscription,
};
