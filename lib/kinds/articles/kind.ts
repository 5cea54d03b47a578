import { declareKind } from '../kind.ts';

/** Articles: publications like news, without a teaser. */
export const ARTICLES = declareKind({
  collection: 'articles',
  upstream: { api: 'content', path: '/article' },
  namespace: 'Articles',
  label: 'Navigation.articles',
  searchKind: 'article',
  list: { route: 'articles', path: '/article', paged: true },
  detail: { route: 'articleDetails', path: '/article-details' },
  pageSize: 21,
  sidebarSize: 7,
});
