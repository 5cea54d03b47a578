import 'server-only';
import { z } from 'zod';
import { htmlToText } from '@/lib/html-text';
import { collection } from '@/lib/upstream/request';
import { publicationFields, toPublication } from '@/lib/upstream/schemas';
import { kindSource } from '@/lib/kinds/source';
import { ARTICLES } from './kind';

export const articleSchema = z.object(publicationFields).transform(toPublication);
export type Article = z.output<typeof articleSchema>;

export const { list: getArticleList, item: getArticle } = collection(
  ARTICLES.upstream.api,
  ARTICLES.upstream.path,
  ARTICLES.collection,
  articleSchema,
);

export const articleSource = kindSource<Article>({
  kind: ARTICLES,
  list: getArticleList,
  searchEntry: (item) => ({ date: item.publishedAt, text: () => htmlToText(item.contentHtml) }),
  lastModified: (item) => item.publishedAt,
});
