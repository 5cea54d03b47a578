import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';

export interface FollowedLink {
  /** The link's resolved address (`HTMLAnchorElement.href`). */
  href: string;
  /** Its `target` attribute, empty when it has none. */
  target: string;
  download: boolean;
  /** Marked `data-reload`: a link meant to load a whole document (the pager's, the search results'). */
  reload: boolean;
}

/**
 * Where the router should take the reader who follows `link` from `current`, or null when the
 * browser should follow it itself: a link marked to reload, another site, another window, a download, a file of the site
 * (a feed, a calendar: the last segment has a dot), anything outside the language folders (the
 * API, the sitemaps), or a fragment of the page already shown.
 */
export function softNavigationTarget(link: FollowedLink, current: URL): string | null {
  if ((link.target && link.target !== '_self') || link.download || link.reload) return null;
  const url = new URL(link.href, current);
  if (url.origin !== current.origin) return null;
  const segments = url.pathname.split('/');
  if (!hasLocale(routing.locales, segments[1]) || segments.at(-1)!.includes('.')) return null;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
