import { sharedCacheControl } from '@/lib/cache/page-cache-control';

/** Text or an attribute value, safe inside XML. */
export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );
}

/**
 * Sitemaps and feeds list many items and change less often than a page: made at most once an
 * hour (unless their collections are revalidated), and kept that long by CDNs.
 */
export const XML_CACHE_SECONDS = 60 * 60;

/** An XML answer that caches well at a CDN and never sniffs as HTML. */
export function xmlResponse(body: string, contentType = 'application/xml'): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: {
      'Content-Type': `${contentType}; charset=utf-8`,
      'Cache-Control': sharedCacheControl(XML_CACHE_SECONDS),
    },
  });
}

/** A file that does not exist (a sitemap, a feed or a calendar of no language or item). */
export function notFoundResponse(): Response {
  return new Response('Not found', { status: 404 });
}

/** Said when the upstream is down: try again later, keep what you had. */
export function unavailableResponse(): Response {
  return new Response('The content is temporarily unavailable.', {
    status: 503,
    headers: { 'Retry-After': '600', 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
