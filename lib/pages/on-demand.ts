/** Nothing is rendered at build time, where the upstream may be unreachable; pages render on first request. */
export function generateStaticParams() {
  return [];
}
