import { routes } from '@/lib/routes';
import type { AlbumSummary } from '@/lib/upstream';
import { CARD_IMAGE_SIZES, CardGrid, type LeadingGridProps } from '../card/card-grid';
import { LinkCard } from '../card/link-card';

/** Photo album cards: cover and title, leading to the album. */
export function AlbumGrid({ albums, leadsPage }: LeadingGridProps & { albums: readonly AlbumSummary[] }) {
  return (
    <CardGrid
      items={albums}
      leadsPage={leadsPage}
      render={(album, priority) => (
        <LinkCard
          href={routes.galleryDetails(album.id)}
          title={album.title}
          image={album.thumbnail}
          sizes={CARD_IMAGE_SIZES.normal}
          headingLevel={2}
          priority={priority}
        />
      )}
    />
  );
}
