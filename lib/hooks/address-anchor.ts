import { withAnchor } from '@/lib/anchors';

/**
 * Puts a state's fragment in the address bar (or takes it out) without a new history entry, so
 * that Back leaves the page rather than walking its photos, and without scrolling. The router's
 * state is kept: Next reads it back when the reader goes back to the page.
 */
export function replaceAnchor(fragment: string | null): void {
  const next = withAnchor(location.href, fragment);
  if (next !== location.href) history.replaceState(history.state, '', next);
}

/** The address bar's fragment without its `#`. */
export function currentAnchor(): string {
  return location.hash.slice(1);
}
