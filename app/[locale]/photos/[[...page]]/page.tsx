import { AlbumGrid } from '@/components/gallery/album-grid';
import { pagedListPage } from '@/components/page/paged-list-page';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getAlbumList } from '@/lib/upstream';

export { generateStaticParams } from '@/lib/cache/on-demand';

const { generateMetadata, ListPage } = pagedListPage({
  namespace: 'Photos',
  pathname: routes.photos(),
  pageSize: PAGE_SIZE.default,
  list: getAlbumList,
  render: (albums) => <AlbumGrid albums={albums} leadsPage />,
});

export { generateMetadata };
export default ListPage;
