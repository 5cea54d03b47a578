import { advertisementDetail } from '@/components/kinds/advertisements';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, DetailPage } = detailPage(advertisementDetail);

export { generateMetadata };
export default DetailPage;
