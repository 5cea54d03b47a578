import { competitionList } from '@/components/kinds/competitions';
import { pagedListPage } from '@/components/page/paged-list-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, ListPage } = pagedListPage(competitionList);

export { generateMetadata };
export default ListPage;
