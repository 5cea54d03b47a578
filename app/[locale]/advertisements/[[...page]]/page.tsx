import { advertisementList } from '@/components/kinds/advertisements';
import { pagedListPage } from '@/components/page/paged-list-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, ListPage } = pagedListPage(advertisementList);

export { generateMetadata };
export default ListPage;
