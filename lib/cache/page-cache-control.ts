/*
 * How long a CDN or reverse proxy may keep a feed or a sitemap. Pages get theirs from Next's
 * page cache (`s-maxage` of their revalidate time, `stale-while-revalidate` up to a day).
 */

/** After its max-age, a shared cache may serve a feed once more while it fetches a fresh one. */
const STALE_WHILE_REVALIDATE_SECONDS = 24 * 60 * 60;
/** While the site answers 5xx or not at all, a shared cache may keep serving the last feed it had. */
const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;

/** A response no cache may keep: redirects that depend on the visitor's cookie or language. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The Cache-Control of a page (or feed) made from upstream answers, that shared caches may
 * keep for `revalidateSeconds` (for a page: as long as the answers it was made from);
 * browsers ask again each time (max-age=0), so a reload after a revalidation is never stale
 * in the browser.
 */
export function sharedCacheControl(revalidateSeconds: number): string {
  return [
    'public',
    'max-age=0',
    `s-maxage=${revalidateSeconds}`,
    `stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
    `stale-if-error=${STALE_IF_ERROR_SECONDS}`,
  ].join(', ');
}
