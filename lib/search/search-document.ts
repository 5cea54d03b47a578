/* What the index keeps of an item, for the index, its stored texts and the results page alike. */

import { KINDS, type AnyKind } from '../kinds/index.ts';

/** What the site searches: each kind of content (lib/kinds), in the order a visitor meets them in the menu, then the site's own pages. */
export type SearchKind = AnyKind['searchKind'] | 'page';
export const SEARCH_KINDS: readonly SearchKind[] = [...KINDS.map((kind) => kind.searchKind), 'page'];

export interface SearchDocument {
  /** Unique across kinds: `news:42`. */
  id: string;
  kind: SearchKind;
  title: string;
  /** Plain text, without the title. */
  text: string;
  /** ISO date-time, for the kinds that have one. */
  date: string | null;
  /** The page's path in lib/routes, without the locale. */
  href: string;
}
