import { declareKind } from '../kind.ts';

/** Videos: each plays in its list, so they have no pages of their own. */
export const VIDEOS = declareKind({
  collection: 'videos',
  upstream: { api: 'content', path: '/video' },
  namespace: 'Videos',
  label: 'Navigation.videos',
  searchKind: 'video',
  list: { route: 'videos', path: '/videos', paged: true },
  pageSize: 20,
});
