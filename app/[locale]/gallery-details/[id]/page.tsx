import { albumDetail } from '@/components/kinds/albums';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/cache/on-demand';

const { generateMetadata, DetailPage } = detailPage(albumDetail);

export { generateMetadata };
export default DetailPage;
