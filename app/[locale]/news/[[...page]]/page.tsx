import { newsList } from '@/components/kinds/publications';
import { pagedListPage } from '@/components/page/paged-list-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, ListPage } = pagedListPage(newsList);

export { generateMetadata };
export default ListPage;
