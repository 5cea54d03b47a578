import 'server-only';
import type { z } from 'zod';
import { htmlToText } from '@/lib/html-text';
import { dateTime, entity, html, media, optionalText } from '@/lib/upstream/schemas';
import { kindCollection, kindSource } from '@/lib/kinds/source';
import { ADVERTISEMENTS } from './kind';

export const advertisementSchema = entity(
  {
    image: media,
    thumbnail: media,
    category: optionalText,
    description: html,
    created_at: dateTime,
  },
  (raw) => ({
    image: raw.image,
    thumbnail: raw.thumbnail,
    category: raw.category,
    descriptionHtml: raw.description,
    createdAt: raw.created_at,
  }),
);
export type Advertisement = z.output<typeof advertisementSchema>;

export const { list: getAdvertisementList, item: getAdvertisement } = kindCollection(
  ADVERTISEMENTS,
  advertisementSchema,
);

export const advertisementSource = kindSource<Advertisement>({
  kind: ADVERTISEMENTS,
  list: getAdvertisementList,
  searchEntry: (item) => ({
    date: item.createdAt,
    text: () => [item.category, htmlToText(item.descriptionHtml)].filter(Boolean).join(' '),
  }),
  lastModified: (item) => item.createdAt,
});
