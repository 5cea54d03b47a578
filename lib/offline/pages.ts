import { localeOfPath } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';

/*
 * What the service worker (app/sw.ts) keeps for reading offline, and how much of it. Pure, so
 * that the rules are tested as the worker uses them.
 */

/** The caches the worker owns; a reader's device holds no more than their limits. */
export const OFFLINE_CACHES = {
  /** Pages a reader opened: their HTML, network first. */
  pages: { name: 'saved-pages', maxEntries: 50 },
  /** The scripts and style sheets of those pages (`/_next/static`, named by their content). */
  assets: { name: 'site-assets', maxEntries: 120 },
  /** Their pictures, through the image optimiser, and the site's own icons and flags. */
  pictures: { name: 'pictures', maxEntries: 150 },
} as const;

/** Kept no longer than this, whatever their count. */
export const OFFLINE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Online, a page always comes from the network; the saved copy is shown only when the network
 * fails, or gives nothing within this many seconds (a phone on a weak signal).
 */
export const NETWORK_TIMEOUT_SECONDS = 6;

/** When the worker saved a page, on the copy it keeps (an ISO instant). */
export const SAVED_AT_HEADER = 'x-saved-at';

/**
 * Whether an address of the site is a page to save for reading offline: any page under a
 * language but search (its results follow the query and the index) and the files beside the
 * pages (feeds, sitemaps, calendars, manifests). `/api`, the revalidation hook among them, is
 * under no language, so never saved.
 */
export function isSavablePage(url: URL, siteOrigin: string): boolean {
  if (url.origin !== siteOrigin) return false;
  const section = `/${url.pathname.split('/')[2]}`;
  if (localeOfPath(url.pathname) === undefined || section === routes.search()) return false;
  return !/\.[a-z]+$/i.test(url.pathname);
}

const PICTURE_FILE = /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i;

/** A script or style sheet of the site's, named by its content (`/_next/static`). */
export const isBuildFile = (url: URL) => url.pathname.startsWith('/_next/static/');

/** A picture of the site's: through the image optimiser, or a file of `public/`. */
export const isPictureFile = (url: URL) => url.pathname === '/_next/image' || PICTURE_FILE.test(url.pathname);

/** A file a saved page needs to show offline, of the site's own. */
export const isPageFile = (url: URL, siteOrigin: string) =>
  url.origin === siteOrigin && (isBuildFile(url) || isPictureFile(url));

/** Whether a saved page is still within OFFLINE_MAX_AGE_SECONDS at `now`. */
export const isStillKept = (savedAt: string, now: number) =>
  now - Date.parse(savedAt) <= OFFLINE_MAX_AGE_SECONDS * 1000;

/** A saved page, as the offline page lists it. */
export interface SavedPage {
  url: string;
  title: string;
  /** ISO instant, from SAVED_AT_HEADER. */
  savedAt: string;
}

/** A page's own title, from its HTML; its address where it has none. */
export function pageTitle(html: string, url: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  return title ? decodeEntities(title) : url;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);
}
