import { declareKind } from '../kind.ts';

/** Advertisements: the upstream's `mahabat`. */
export const ADVERTISEMENTS = declareKind({
  collection: 'advertisements',
  upstream: { api: 'provider', path: '/mahabat' },
  namespace: 'Advertisements',
  label: 'Navigation.advertisements',
  searchKind: 'advertisement',
  list: { route: 'advertisements', path: '/advertisements', paged: true },
  detail: { route: 'advertisementDetails', path: '/advertisement-details' },
  pageSize: 20,
  /** Lines of an advertisement's description shown on its card. */
  cardDescriptionLines: 13,
});
