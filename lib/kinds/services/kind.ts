import { declareKind } from '../kind.ts';

/** Services: one page of tiles, all of them; the home page shows the first twelve. */
export const SERVICES = declareKind({
  collection: 'services',
  upstream: { api: 'provider', path: '/service' },
  namespace: 'Services',
  label: 'Navigation.services',
  searchKind: 'service',
  list: { route: 'services', path: '/services', paged: false },
  detail: { route: 'serviceDetails', path: '/service-details' },
  // As the spec has it: seven are asked for and five shown, never the current one.
  sidebarSize: 5,
  sidebarRequested: 7,
});
