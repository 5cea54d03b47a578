import { AdvertisementList } from '@/components/advertisements/advertisement-list';
import { pagedListPage } from '@/components/page/paged-list-page';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getAdvertisementList } from '@/lib/upstream';

export { generateStaticParams } from '@/lib/cache/on-demand';

const { generateMetadata, ListPage } = pagedListPage({
  namespace: 'Advertisements',
  pathname: routes.advertisements(),
  pageSize: PAGE_SIZE.default,
  list: getAdvertisementList,
  render: (items, locale) => <AdvertisementList items={items} locale={locale} leadsPage />,
});

export { generateMetadata };
export default ListPage;
