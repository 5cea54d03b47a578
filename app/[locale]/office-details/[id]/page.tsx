import { officeDetail } from '@/components/kinds/places';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, DetailPage } = detailPage(officeDetail);

export { generateMetadata };
export default DetailPage;
