import 'server-only';
import { z } from 'zod';
import { entity, media, optionalMedia } from '@/lib/upstream/schemas';
import { kindCollection, kindSource } from '@/lib/kinds/source';
import { ALBUMS } from './kind';

export const albumSummarySchema = entity({ image: z.object({ image_thumbnail: media }) }, (raw) => ({
  thumbnail: raw.image.image_thumbnail,
}));
export type AlbumSummary = z.output<typeof albumSummarySchema>;

export const albumSchema = entity(
  { images: z.array(z.object({ image_thumbnail: media, image: optionalMedia })) },
  (raw) => ({
    images: raw.images.map((image) => ({
      thumbnail: image.image_thumbnail,
      full: image.image ?? image.image_thumbnail,
    })),
  }),
);
export type Album = z.output<typeof albumSchema>;

// A list of albums gives each one's cover; an album, all its photos.
export const { list: getAlbumList } = kindCollection(ALBUMS, albumSummarySchema);
export const { item: getAlbum } = kindCollection(ALBUMS, albumSchema);

export const albumSource = kindSource<AlbumSummary>({
  kind: ALBUMS,
  list: getAlbumList,
  searchEntry: () => ({ date: null, text: () => '' }),
});
