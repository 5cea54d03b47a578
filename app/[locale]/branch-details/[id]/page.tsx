import { branchDetail } from '@/components/kinds/places';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, DetailPage } = detailPage(branchDetail);

export { generateMetadata };
export default DetailPage;
