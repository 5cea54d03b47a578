import { articleDetail } from '@/components/kinds/publications';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, DetailPage } = detailPage(articleDetail);

export { generateMetadata };
export default DetailPage;
