import { getTranslations } from 'next-intl/server';
import { AlbumGrid } from '@/components/gallery/album-grid';
import { AlbumPhotos } from '@/components/gallery/album-photos';
import type { DetailKind } from '@/components/page/detail-page';
import type { ListKind } from '@/components/page/paged-list-page';
import { ALBUMS } from '@/lib/kinds';
import { routes } from '@/lib/routes';
import { imageGallery } from '@/lib/seo/structured-data';
import { getAlbum, getAlbumList, type Album, type AlbumSummary } from '@/lib/upstream';
import { sitePictureUrl } from '@/lib/seo/site-pictures';

export const albumDetail: DetailKind<Album> = {
  namespace: ALBUMS.namespace,
  list: routes.photos(),
  href: routes.galleryDetails,
  get: getAlbum,
  summary: (album) => ({ title: album.title, image: album.images[0]?.full }),
  describe: async (album, { locale }) =>
    (await getTranslations({ locale, namespace: 'Photos' }))('albumDescription', {
      title: album.title,
      count: album.images.length,
    }),
  structuredData: (album, { url }) =>
    imageGallery({ name: album.title, url, images: album.images.map((image) => sitePictureUrl(image.full)) }),
  main: (album) => <AlbumPhotos album={album} />,
};

export const albumList: ListKind<AlbumSummary> = {
  namespace: ALBUMS.namespace,
  pathname: routes.photos(),
  list: getAlbumList,
  pageSize: ALBUMS.pageSize,
  grid: AlbumGrid,
};
