/*
 * Route parameters as the pages accept them (a list's page too: proxy.ts serves `?page=N`
 * from a path segment). Anything else is a 404, and an
 * invalid id is never sent upstream.
 */

const POSITIVE_INTEGER = /^[1-9]\d*$/;

function positiveInteger(value: string): number | null {
  if (!POSITIVE_INTEGER.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

/** An `{id}` segment: decimal digits, no sign, no leading zero. */
export function parseId(segment: string): number | null {
  return positiveInteger(segment);
}

/**
 * A list's page number, from the internal path segment that `?page=N` is served from
 * (lib/routes.ts): absent means 1; anything but one positive integer is invalid (null).
 */
export function parsePage(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value)) return value.length === 1 ? positiveInteger(value[0]!) : null;
  return positiveInteger(value);
}

/**
 * The search's `q`: its first value, spaces collapsed, at most `maxLength` characters (the
 * box holds no more; a longer one, typed into the address, is cut rather than refused).
 */
export function parseQuery(value: string | string[] | undefined, maxLength: number): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').replace(/\s+/g, ' ').trim().slice(0, maxLength).trim();
}
