import { newsDetail } from '@/components/kinds/publications';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, DetailPage } = detailPage(newsDetail);

export { generateMetadata };
export default DetailPage;
