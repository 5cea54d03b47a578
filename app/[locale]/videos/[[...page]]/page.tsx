import { videoList } from '@/components/kinds/videos';
import { pagedListPage } from '@/components/page/paged-list-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, ListPage } = pagedListPage(videoList);

export { generateMetadata };
export default ListPage;
