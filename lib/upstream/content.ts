import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { Page } from './parse';
import { getDetail, getList } from './request';
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

/* React's cache lets the layout, generateMetadata and the page share one call per render. */

export const getNewsList = cache((locale: Locale, limit: number, offset: number): Promise<Page<News>> =>
  getList('content', locale, '/news/', { limit, offset }, newsSchema, 'news'),
);

export const getNewsItem = cache((locale: Locale, id: number): Promise<News | null> =>
  getDetail('content', locale, `/news/${id}`, newsSchema, 'news', id),
);

export const getArticleList = cache((locale: Locale, limit: number, offset: number): Promise<Page<Article>> =>
  getList('content', locale, '/article/', { limit, offset }, articleSchema, 'articles'),
);

export const getArticle = cache((locale: Locale, id: number): Promise<Article | null> =>
  getDetail('content', locale, `/article/${id}`, articleSchema, 'articles', id),
);

export const getAlbumList = cache((locale: Locale, limit: number, offset: number): Promise<Page<AlbumSummary>> =>
  getList('content', locale, '/image/', { limit, offset }, albumSummarySchema, 'albums'),
);

export const getAlbum = cache((locale: Locale, id: number): Promise<Album | null> =>
  getDetail('content', locale, `/image/${id}`, albumSchema, 'albums', id),
);

export const getVideoList = cache((locale: Locale, limit: number, offset: number): Promise<Page<Video>> =>
  getList('content', locale, '/video/', { limit, offset }, videoSchema, 'videos'),
);
