import { CompetitionFacts } from '@/components/competitions/competition-facts';
import { CompetitionGrid } from '@/components/competitions/competition-grid';
import { CompetitionSidebar, loadUpcomingCompetitions } from '@/components/competitions/competition-sidebar';
import { DetailArticle } from '@/components/page/detail-article';
import type { DetailKind } from '@/components/page/detail-page';
import type { ListKind } from '@/components/page/paged-list-page';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { htmlToText } from '@/lib/sanitize';
import { institute } from '@/lib/seo/institute';
import { event } from '@/lib/seo/structured-data';
import { getCompetition, getCompetitionList, type Competition } from '@/lib/upstream';

export const competitionDetail: DetailKind<Competition> = {
  namespace: 'Competitions',
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
      image: competition.image,
      organizer: await institute(locale),
    }),
  main: (competition, { locale }) => (
    <DetailArticle
      image={competition.image}
      facts={<CompetitionFacts competition={competition} locale={locale} />}
      html={competition.descriptionHtml}
    />
  ),
  sidebar: {
    load: loadUpcomingCompetitions,
    render: (_, { locale, id }) => <CompetitionSidebar locale={locale} currentId={id} />,
  },
};

export const competitionList: ListKind<Competition> = {
  namespace: 'Competitions',
  pathname: routes.competitions(),
  pageSize: PAGE_SIZE.default,
  list: getCompetitionList,
  render: (items, locale) => <CompetitionGrid items={items} locale={locale} leadsPage />,
};
