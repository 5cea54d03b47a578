import { lessonDetail } from '@/components/kinds/lessons';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, DetailPage } = detailPage(lessonDetail);

export { generateMetadata };
export default DetailPage;
