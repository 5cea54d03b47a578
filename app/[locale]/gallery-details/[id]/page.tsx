import { albumDetail } from '@/components/kinds/albums';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, DetailPage } = detailPage(albumDetail);

export { generateMetadata };
export default DetailPage;
