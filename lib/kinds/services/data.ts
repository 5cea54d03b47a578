import 'server-only';
import { z } from 'zod';
import { htmlToText } from '@/lib/html-text';
import { entity, html, media, optionalMedia } from '@/lib/upstream/schemas';
import { kindCollection, kindSource } from '@/lib/kinds/source';
import { SERVICES } from './kind';

export const serviceSchema = entity(
  { icon: media, thumbnail: optionalMedia, description: html.nullish().catch(null) },
  (raw) => ({ icon: raw.icon, thumbnail: raw.thumbnail, descriptionHtml: raw.description ?? null }),
);
export type Service = z.output<typeof serviceSchema>;

export const { list: getServiceList, item: getService } = kindCollection(SERVICES, serviceSchema);

export const serviceSource = kindSource<Service>({
  kind: SERVICES,
  list: getServiceList,
  searchEntry: (item) => ({
    date: null,
    text: () => (item.descriptionHtml ? htmlToText(item.descriptionHtml) : ''),
  }),
});
