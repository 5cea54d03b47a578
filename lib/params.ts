/* Route parameters as pages accept them: anything else is a 404, and an invalid id never goes upstream. */

import { SEARCH_KINDS, type SearchKind } from './search/search-document.ts';

/**
 * An id or a page number: decimal digits, no sign, no leading zero. A pattern of its own, so that
 * next.config.ts's redirects (lib/routes.ts) match the numbers the pages accept, and no other.
 */
export const POSITIVE_INTEGER_PATTERN = '[1-9]\\d*';
const POSITIVE_INTEGER = new RegExp(`^${POSITIVE_INTEGER_PATTERN}$`);

function positiveInteger(value: string): number | null {
  if (!POSITIVE_INTEGER.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

/** An `{id}` segment: decimal digits, no sign, no leading zero. */
export function parseId(segment: string): number | null {
  return positiveInteger(segment);
}

/** A list's page from its internal path segment (lib/routes.ts): absent is 1; junk is null. */
export function parsePage(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value)) return value.length === 1 ? positiveInteger(value[0]!) : null;
  return positiveInteger(value);
}

/** The characters of a search query that are read: what the search box holds. */
export const MAX_QUERY_LENGTH = 100;

/** The search's `q`: first value, spaces collapsed, cut (not refused) at the box's `maxLength`. */
export function parseQuery(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * The search's `kind`: its first value when it names a kind of result; anything else (none, empty,
 * unknown) is every kind, so that a made-up kind shows all the results rather than none, and
 * makes no page of its own.
 */
export function parseSearchKind(value: string | string[] | undefined): SearchKind | null {
  const first = Array.isArray(value) ? value[0] : value;
  return SEARCH_KINDS.find((kind) => kind === first) ?? null;
}
