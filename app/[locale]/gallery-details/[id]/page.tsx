import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlbumPhotos } from '@/components/gallery/album-photos';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { SectionError } from '@/components/upstream/section-error';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { imageGallery } from '@/lib/seo/structured-data';
import { localizedUrl } from '@/lib/seo/alternates';
import { JsonLd } from '@/components/seo/json-ld';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getAlbum } from '@/lib/upstream';

type Props = PageProps<'/[locale]/gallery-details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getAlbum(locale, id));
  const item = result.ok ? result.data : null;
  return detailPageMetadata(locale, routes.galleryDetails(id), 'Photos', item && { title: item.title, image: item.images[0]?.full });
}

export default async function GalleryDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getAlbum(locale, id));
  const t = await getTranslations('Photos');
  const album = result.ok ? result.data : null;

  return (
    <>
      {album && (
        <JsonLd
          data={imageGallery({
            name: album.title,
            url: localizedUrl(locale, routes.galleryDetails(id)),
            images: album.images.map((image) => image.full),
          })}
        />
      )}
      <PageBanner title={album?.title ?? t('title')} trail={[{ label: t('title'), href: routes.photos() }]} />
      <div className={layout.container}>
        {album ? (
          <AlbumPhotos album={album} />
        ) : (
          <SectionError retryHref={getPathname({ locale, href: routes.galleryDetails(id) })} />
        )}
      </div>
    </>
  );
}
