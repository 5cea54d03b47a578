import { articleDetail } from '@/components/kinds/publications';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/cache/on-demand';

const { generateMetadata, DetailPage } = detailPage(articleDetail);

export { generateMetadata };
export default DetailPage;
