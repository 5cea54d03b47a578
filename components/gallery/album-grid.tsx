import { routes } from '@/lib/routes';
import { linkCardGrid } from '@/components/card/link-card';

/** Photo album cards: cover and title, leading to the album. */
export const AlbumGrid = linkCardGrid(routes.galleryDetails);
