import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlbumPhotos } from '@/components/gallery/album-photos';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { SectionError } from '@/components/upstream/section-error';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { getAlbum } from '@/lib/upstream';

type Props = PageProps<'/[locale]/gallery-details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { result } = await loadItem((await params).id, (id) => getAlbum(locale, id));
  if (result.ok && result.data) return { title: result.data.title };
  const t = await getTranslations({ locale, namespace: 'Photos' });
  return { title: t('title') };
}

export default async function GalleryDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getAlbum(locale, id));
  const t = await getTranslations('Photos');
  const album = result.ok ? result.data : null;

  return (
    <>
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
