import { videoList } from '@/components/kinds/videos';
import { pagedListPage } from '@/components/page/paged-list-page';

export { generateStaticParams } from '@/lib/cache/on-demand';

const { generateMetadata, ListPage } = pagedListPage(videoList);

export { generateMetadata };
export default ListPage;
