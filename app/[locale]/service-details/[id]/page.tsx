import { serviceDetail } from '@/components/kinds/services';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, DetailPage } = detailPage(serviceDetail);

export { generateMetadata };
export default DetailPage;
