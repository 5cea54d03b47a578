import { declareKind } from '../kind.ts';

/** Questions and answers, all on one page; a question is found at its anchor there. */
export const FAQ = declareKind({
  collection: 'faq',
  upstream: { api: 'provider', path: '/faq' },
  namespace: 'Faq',
  label: 'Navigation.faq',
  searchKind: 'faq',
  list: { route: 'faq', path: '/faq', paged: false },
});
