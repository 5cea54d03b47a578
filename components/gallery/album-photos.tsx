import { Picture } from '@/components/picture/picture';
import { getTranslations } from 'next-intl/server';
import { turkmenOrdinalHarmony } from '@/lib/i18n/turkmen-ordinal';
import type { Album } from '@/lib/upstream';
import { NoItems } from '@/components/page/no-items';
import { ALBUM_IMAGE_BOX } from './album-image';
import styles from './album-photos.module.scss';
import { photoAnchor } from '@/lib/anchors';
import { lightboxCounter, lightboxLabels, PHOTO_INDEX_ATTRIBUTE } from './lightbox-settings';
import { PhotoViewer } from './photo-viewer';

/** An album's photos as a grid of thumbnails, each opening the full picture. */
export async function AlbumPhotos({ album }: { album: Album }) {
  const t = await getTranslations('Photos');
  const share = await getTranslations('Share');
  const count = album.images.length;
  if (count === 0) return <NoItems />;
  return (
    <>
      <p className={styles.count}>{t('photoCount', { count })}</p>
      <PhotoViewer
        slides={album.images.map((image) => ({ src: image.full }))}
        labels={lightboxLabels(t, album.title)}
        texts={{
          albumTitle: album.title,
          counter: lightboxCounter(t),
          imageFailed: t('imageFailed'),
        }}
        copyLabels={{ copy: share('copy'), copied: share('copied') }}
      >
        <ul className={styles.grid}>
          {album.images.map((image, index) => (
            // The album's photos have no ids; their order is their identity, and their address
            // (`#photo-3`): without script it scrolls to the thumbnail, whose link is the photo.
            <li key={index} id={photoAnchor(index + 1)} className={styles.item}>
              <a
                href={image.full}
                className={styles.thumbnail}
                aria-label={t('openPhoto', { index: index + 1, count, harmony: turkmenOrdinalHarmony(index + 1) })}
                {...{ [PHOTO_INDEX_ATTRIBUTE]: index }}
              >
                <Picture
                  src={image.thumbnail}
                  alt=""
                  width={ALBUM_IMAGE_BOX.width}
                  height={ALBUM_IMAGE_BOX.height}
                  // The first is the page's largest element above the fold: fetched with the HTML,
                  // not once layout finds it near the screen (docs/performance.md: an album on slow 4G).
                  {...(index === 0 && { loading: 'eager', fetchPriority: 'high' })}
                />
              </a>
            </li>
          ))}
        </ul>
      </PhotoViewer>
    </>
  );
}
