/* What the index keeps of an item, for the index, its stored texts and the results page alike. */

/** What the site searches, in the order a visitor meets them in the menu. */
export const SEARCH_KINDS = [
  'news',
  'article',
  'album',
  'video',
  'competition',
  'lesson',
  'advertisement',
  'service',
  'branch',
  'office',
  'faq',
  'page',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

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
