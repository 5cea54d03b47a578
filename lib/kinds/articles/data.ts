import 'server-only';
import { z } from 'zod';
import { htmlToText } from '@/lib/html-text';
import { publicationFields, toPublication } from '@/lib/upstream/schemas';
import { kindCollection, kindSource } from '@/lib/kinds/source';
import { ARTICLES } from './kind';

export const articleSchema = z.object(publicationFields).transform(toPublication);
export type Article = z.output<typeof articleSchema>;

export const { list: getArticleList, item: getArticle } = kindCollection(ARTICLES, articleSchema);

export const articleSource = kindSource<Article>({
  kind: ARTICLES,
  list: getArticleList,
  searchEntry: (item) => ({ date: item.publishedAt, text: () => htmlToText(item.contentHtml) }),
  lastModified: (item) => item.publishedAt,
});
