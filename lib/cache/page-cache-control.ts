/*
 * How long a CDN or reverse proxy may keep a page or a feed. Pages are rendered per request (each
 * with a fresh CSP nonce) from the data cache; a shared cache in front of the site keeps
 * the HTML, so that most visitors never reach the origin at all.
 */

/** After its max-age, a shared cache may serve a page once more while it fetches a fresh one. */
const STALE_WHILE_REVALIDATE_SECONDS = 24 * 60 * 60;
/** While the site answers 5xx or not at all, a shared cache may keep serving the last page it had. */
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

/**
 * Requests for a whole HTML document, as a browser navigating or a crawler makes them, not
 * the client router's requests for RSC payloads. Next takes its router headers off before
 * the proxy sees a request, so the browser's Sec-Fetch-Dest tells them apart (`empty` for
 * the router's fetches); clients that send none (crawlers, CDNs) ask for documents.
 */
export function isDocumentRequest(method: string, headers: Headers): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const destination = headers.get('sec-fetch-dest');
  return destination === null || destination === 'document';
}
