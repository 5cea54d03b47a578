import { declareKind } from '../kind.ts';

/** News: publications with a teaser, 21 to a page. */
export const NEWS = declareKind({
  collection: 'news',
  upstream: { api: 'content', path: '/news' },
  namespace: 'News',
  label: 'Navigation.news',
  searchKind: 'news',
  list: { route: 'news', path: '/news', paged: true },
  detail: { route: 'newsDetails', path: '/news-details' },
  pageSize: 21,
  sidebarSize: 6,
});
