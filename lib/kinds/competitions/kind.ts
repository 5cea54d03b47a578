import { declareKind } from '../kind.ts';

/** Competitions, newest first; the detail's sidebar lists the upcoming ones. */
export const COMPETITIONS = declareKind({
  collection: 'competitions',
  upstream: { api: 'provider', path: '/competition' },
  namespace: 'Competitions',
  label: 'Navigation.competitions',
  searchKind: 'competition',
  list: { route: 'competitions', path: '/competitions', paged: true },
  detail: { route: 'competitionDetails', path: '/competition-details' },
  pageSize: 20,
  sidebarSize: 7,
});
