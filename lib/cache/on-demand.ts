/**
 * Nothing is rendered at build time, where the upstream may be unreachable: each page of a
 * route with parameters is rendered on its first request and kept in the page cache.
 */
export function generateStaticParams() {
  return [];
}
