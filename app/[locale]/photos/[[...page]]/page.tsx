import { albumList } from '@/components/kinds/albums';
import { pagedListPage } from '@/components/page/paged-list-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, ListPage } = pagedListPage(albumList);

export { generateMetadata };
export default ListPage;
