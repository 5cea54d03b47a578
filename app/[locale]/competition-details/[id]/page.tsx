import { competitionDetail } from '@/components/kinds/competitions';
import { detailPage } from '@/components/page/detail-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, DetailPage } = detailPage(competitionDetail);

export { generateMetadata };
export default DetailPage;
