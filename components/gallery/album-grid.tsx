import { routes } from '@/lib/routes';
import type { AlbumSummary } from '@/lib/upstream';
import { CardGrid } from '../card/card-grid';
import { LinkCard } from '../card/link-card';
import { ALBUM_IMAGE_BOX } from './album-image';

/** Photo album cards: cover and title, leading to the album. */
export function AlbumGrid({ albums }: { albums: readonly AlbumSummary[] }) {
  return (
    <CardGrid
      items={albums}
      render={(album) => (
        <LinkCard
          href={routes.galleryDetails(album.id)}
          title={album.title}
          image={album.thumbnail}
          imageSize={ALBUM_IMAGE_BOX}
          sizes="(min-width: 992px) 300px, (min-width: 640px) 50vw, 100vw"
          headingLevel={2}
        />
      )}
    />
  );
}
