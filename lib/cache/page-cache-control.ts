/* Cache-Control for feeds and sitemaps; pages get theirs from Next's page cache. */

/**
 * How long the last good answer is served past the time it should have been made again, while
 * making it fails: by Next's page cache (next.config.ts's `expireTime`, which Next writes into a
 * page's `stale-while-revalidate`), by the shared cache's copies (redis-cache.ts), and by caches
 * in front (a feed's or a sitemap's Cache-Control).
 */
export const LAST_GOOD_ANSWER_SECONDS = 24 * 60 * 60;
const STALE_WHILE_REVALIDATE_SECONDS = LAST_GOOD_ANSWER_SECONDS;
/** While the site fails, a shared cache may keep serving the last feed it had. */
const STALE_IF_ERROR_SECONDS = LAST_GOOD_ANSWER_SECONDS;

/** A response no cache may keep: redirects that depend on the visitor's cookie or language. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Shared caches keep the answer for `revalidateSeconds`; browsers ask again each time (max-age=0),
 * so a reload after a revalidation is never stale.
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
