import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { getTranslations } from 'next-intl/server';
import { AlbumPhotos } from '@/components/gallery/album-photos';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { pageLocale } from '@/lib/i18n/page-locale';
import { imageGallery } from '@/lib/seo/structured-data';
import { localizedUrl } from '@/lib/seo/alternates';
import { JsonLd } from '@/components/seo/json-ld';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getAlbum } from '@/lib/upstream';

export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = PageProps<'/[locale]/gallery-details/[id]'>;

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, item } = await loadItem((await params).id, (id) => getAlbum(locale, id));
  return detailPageMetadata(locale, routes.galleryDetails(id), { title: item.title, image: item.images[0]?.full });
});

export default withNotFoundPage(async function GalleryDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id, item: album } = await loadItem((await params).id, (id) => getAlbum(locale, id));
  const t = await getTranslations('Photos');

  return (
    <>
      <JsonLd
        data={imageGallery({
          name: album.title,
          url: localizedUrl(locale, routes.galleryDetails(id)),
          images: album.images.map((image) => image.full),
        })}
      />
      <PageBanner title={album.title} trail={[{ label: t('title'), href: routes.photos() }]} />
      <div className={layout.container}>
        <AlbumPhotos album={album} />
      </div>
    </>
  );
});
