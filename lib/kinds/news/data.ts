import 'server-only';
import { z } from 'zod';
import { htmlToText } from '@/lib/html-text';
import { routes } from '@/lib/routes';
import { everyItem } from '@/lib/upstream/every-item';
import { collection } from '@/lib/upstream/request';
import { optionalText, publicationFields, toPublication } from '@/lib/upstream/schemas';
import { kindSource } from '@/lib/kinds/source';
import { NEWS } from './kind';

export const newsSchema = z
  .object({ ...publicationFields, description: optionalText })
  .transform((raw) => ({ ...toPublication(raw), description: raw.description }));
export type News = z.output<typeof newsSchema>;

export const { list: getNewsList, item: getNewsItem } = collection(
  NEWS.upstream.api,
  NEWS.upstream.path,
  NEWS.collection,
  newsSchema,
);

export const newsSource = kindSource<News>({
  kind: NEWS,
  every: (locale) => everyItem((limit, offset) => getNewsList(locale, limit, offset)),
  searchEntry: (item) => ({
    item,
    href: routes.newsDetails(item.id),
    date: item.publishedAt,
    text: () => [item.description, htmlToText(item.contentHtml)].filter(Boolean).join(' '),
  }),
  sitemapPage: (item) => ({ href: routes.newsDetails(item.id), lastModified: item.publishedAt }),
});
