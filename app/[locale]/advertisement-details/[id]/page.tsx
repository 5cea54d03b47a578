import { advertisementDetail } from '@/components/kinds/advertisements';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/cache/on-demand';

const { generateMetadata, DetailPage } = detailPage(advertisementDetail);

export { generateMetadata };
export default DetailPage;
