import { routes } from '@/lib/routes';
import type { AlbumSummary } from '@/lib/upstream';
import { CARD_IMAGE_SIZES, CardGrid } from '../card/card-grid';
import { LinkCard } from '../card/link-card';

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
          sizes={CARD_IMAGE_SIZES.normal}
          headingLevel={2}
        />
      )}
    />
  );
}
