import { declareKind } from '../kind.ts';

/** Photo albums: the list shows each one's cover, an album's page all its photos. */
export const ALBUMS = declareKind({
  collection: 'albums',
  upstream: { api: 'content', path: '/image' },
  namespace: 'Photos',
  label: 'Navigation.photos',
  searchKind: 'album',
  list: { route: 'photos', path: '/photos', paged: true },
  detail: { route: 'galleryDetails', path: '/gallery-details' },
  pageSize: 20,
});
