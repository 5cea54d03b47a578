import 'server-only';
import { z } from 'zod';
import { htmlToText } from '@/lib/html-text';
import { optionalText, publicationFields, toPublication } from '@/lib/upstream/schemas';
import { kindCollection, kindSource } from '@/lib/kinds/source';
import { NEWS } from './kind';

export const newsSchema = z
  .object({ ...publicationFields, description: optionalText })
  .transform((raw) => ({ ...toPublication(raw), description: raw.description }));
export type News = z.output<typeof newsSchema>;

export const { list: getNewsList, item: getNewsItem } = kindCollection(NEWS, newsSchema);

export const newsSource = kindSource<News>({
  kind: NEWS,
  list: getNewsList,
  searchEntry: (item) => ({
    date: item.publishedAt,
    text: () => [item.description, htmlToText(item.contentHtml)].filter(Boolean).join(' '),
  }),
  lastModified: (item) => item.publishedAt,
});
