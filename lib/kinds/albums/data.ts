import 'server-only';
import { z } from 'zod';
import { collection } from '@/lib/upstream/request';
import { entity, media, optionalMedia } from '@/lib/upstream/schemas';
import { kindSource } from '@/lib/kinds/source';
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
export const { list: getAlbumList } = collection(
  ALBUMS.upstream.api,
  ALBUMS.upstream.path,
  ALBUMS.collection,
  albumSummarySchema,
);
export const { item: getAlbum } = collection(ALBUMS.upstream.api, ALBUMS.upstream.path, ALBUMS.collection, albumSchema);

export const albumSource = kindSource<AlbumSummary>({
  kind: ALBUMS,
  list: getAlbumList,
  searchEntry: () => ({ date: null, text: () => '' }),
});
