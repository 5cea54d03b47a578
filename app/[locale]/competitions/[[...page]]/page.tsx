import { CompetitionGrid } from '@/components/competitions/competition-grid';
import { pagedListPage } from '@/components/page/paged-list-page';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getCompetitionList } from '@/lib/upstream';

export { generateStaticParams } from '@/lib/cache/on-demand';

const { generateMetadata, ListPage } = pagedListPage({
  namespace: 'Competitions',
  pathname: routes.competitions(),
  pageSize: PAGE_SIZE.default,
  list: getCompetitionList,
  render: (items, locale) => <CompetitionGrid items={items} locale={locale} leadsPage />,
});

export { generateMetadata };
export default ListPage;
