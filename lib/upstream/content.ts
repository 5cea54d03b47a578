import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { parseDetail, parseList, type Page } from './parse';
import { contentGet, orNullIfMissing } from './request';
import {
  albumSchema,
  albumSummarySchema,
  articleSchema,
  newsSchema,
  videoSchema,
  type Album,
  type AlbumSummary,
  type Article,
  type News,
  type Video,
} from './schemas';

/*
 * Getters of the centralized content API. Each is wrapped in React's cache so that the
 * layout, generateMetadata and the page share one call per render.
 */

const source = (path: string) => ({ api: 'content' as const, path });

export const getNewsList = cache(async (locale: Locale, limit: number, offset: number): Promise<Page<News>> => {
  const body = await contentGet(locale, '/news/', { limit, offset }, ['news']);
  return parseList(body, newsSchema, source('/news/'));
});

export const getNewsItem = cache(async (locale: Locale, id: number): Promise<News | null> => {
  const path = `/news/${id}`;
  const body = await orNullIfMissing(contentGet(locale, path, {}, ['news', `news:${id}`]));
  return body === null ? null : parseDetail(body, newsSchema, source(path));
});

export const getArticleList = cache(async (locale: Locale, limit: number, offset: number): Promise<Page<Article>> => {
  const body = await contentGet(locale, '/article/', { limit, offset }, ['articles']);
  return parseList(body, articleSchema, source('/article/'));
});

export const getArticle = cache(async (locale: Locale, id: number): Promise<Article | null> => {
  const path = `/article/${id}`;
  const body = await orNullIfMissing(contentGet(locale, path, {}, ['articles', `articles:${id}`]));
  return body === null ? null : parseDetail(body, articleSchema, source(path));
});

export const getAlbumList = cache(async (locale: Locale, limit: number, offset: number): Promise<Page<AlbumSummary>> => {
  const body = await contentGet(locale, '/image/', { limit, offset }, ['albums']);
  return parseList(body, albumSummarySchema, source('/image/'));
});

export const getAlbum = cache(async (locale: Locale, id: number): Promise<Album | null> => {
  const path = `/image/${id}`;
  const body = await orNullIfMissing(contentGet(locale, path, {}, ['albums', `albums:${id}`]));
  return body === null ? null : parseDetail(body, albumSchema, source(path));
});

export const getVideoList = cache(async (locale: Locale, limit: number, offset: number): Promise<Page<Video>> => {
  const body = await contentGet(locale, '/video/', { limit, offset }, ['videos']);
  return parseList(body, videoSchema, source('/video/'));
});
