import { articleList } from '@/components/kinds/publications';
import { pagedListPage } from '@/components/page/paged-list-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, ListPage } = pagedListPage(articleList);

export { generateMetadata };
export default ListPage;
