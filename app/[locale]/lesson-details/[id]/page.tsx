import { lessonDetail } from '@/components/kinds/lessons';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/cache/on-demand';

const { generateMetadata, DetailPage } = detailPage(lessonDetail);

export { generateMetadata };
export default DetailPage;
