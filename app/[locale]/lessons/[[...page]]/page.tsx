import { lessonList } from '@/components/kinds/lessons';
import { pagedListPage } from '@/components/page/paged-list-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, ListPage } = pagedListPage(lessonList);

export { generateMetadata };
export default ListPage;
