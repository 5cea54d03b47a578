import 'server-only';
import { z } from 'zod';
import { pagedHref, routes } from '@/lib/routes';
import { entity, media } from '@/lib/upstream/schemas';
import { kindCollection, kindSource } from '@/lib/kinds/source';
import { VIDEOS } from './kind';

export const videoSchema = entity({ video: z.object({ src: media, poster_thumbnail: media }) }, (raw) => ({
  src: raw.video.src,
  poster: raw.video.poster_thumbnail,
}));
export type Video = z.output<typeof videoSchema>;

export const { list: getVideoList } = kindCollection(VIDEOS, videoSchema);

export const videoSource = kindSource<Video>({
  kind: VIDEOS,
  list: getVideoList,
  // A video plays in its list: found, it leads to the page of the list that holds it.
  searchEntry: (item, index) => ({
    href: pagedHref(routes.videos(), Math.floor(index / VIDEOS.pageSize) + 1),
    date: null,
    text: () => '',
  }),
});
