import { declareKind } from '../kind.ts';

/** Branches, listed all or by category (the branch categories); a branch's sidebar lists the categories. */
export const BRANCHES = declareKind({
  collection: 'branches',
  upstream: { api: 'provider', path: '/branch' },
  namespace: 'Branches',
  label: 'Navigation.branches',
  searchKind: 'branch',
  list: { route: 'branches', path: '/branches', paged: true, byCategory: true },
  detail: { route: 'branchDetails', path: '/branch-details' },
  pageSize: 20,
});
