import { declareKind } from '../kind.ts';

/** Offices (regional directorates): places like branches, in the same categories. */
export const OFFICES = declareKind({
  collection: 'offices',
  upstream: { api: 'provider', path: '/mudirlik' },
  namespace: 'Offices',
  label: 'Navigation.offices',
  searchKind: 'office',
  list: { route: 'offices', path: '/offices', paged: true, byCategory: true },
  detail: { route: 'officeDetails', path: '/office-details' },
  pageSize: 20,
  sidebarSize: 6,
});
