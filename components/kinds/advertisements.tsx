import { AdvertisementGrid } from '@/components/advertisements/advertisement-card';
import { AdvertisementMeta } from '@/components/advertisements/advertisement-meta';
import { DetailArticle } from '@/components/page/detail-article';
import type { DetailKind } from '@/components/page/detail-page';
import type { ListKind } from '@/components/page/paged-list-page';
import { ADVERTISEMENTS } from '@/lib/kinds';
import { routes } from '@/lib/routes';
import { getAdvertisement, getAdvertisementList, type Advertisement } from '@/lib/upstream';

export const advertisementDetail: DetailKind<Advertisement> = {
  namespace: ADVERTISEMENTS.namespace,
  list: routes.advertisements(),
  href: routes.advertisementDetails,
  get: getAdvertisement,
  summary: (advertisement) => ({
    title: advertisement.title,
    html: advertisement.descriptionHtml,
    image: advertisement.image,
  }),
  main: (advertisement, { locale }) => (
    <DetailArticle
      image={advertisement.image}
      facts={<AdvertisementMeta advertisement={advertisement} locale={locale} withTime />}
      html={advertisement.descriptionHtml}
      withSidebar={false}
    />
  ),
};

export const advertisementList: ListKind<Advertisement> = {
  namespace: ADVERTISEMENTS.namespace,
  pathname: routes.advertisements(),
  list: getAdvertisementList,
  pageSize: ADVERTISEMENTS.pageSize,
  grid: AdvertisementGrid,
};
