/// <reference lib="webworker" />
/*
 * The service worker: pages a reader opened stay readable offline (docs/offline.md). Built by
 * `serwist build` (serwist.config.js) into public/sw.js; registered by
 * components/offline/service-worker-registration.tsx.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import { localeOfPath, routing, type Locale } from '@/lib/i18n/routing';
import { offlinePageHtml, offlineWords, withSavedNote, type OfflineWords } from '@/lib/offline/offline-html';
import {
  isBuildFile,
  isPictureFile,
  isSavablePage,
  isStillKept,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_CACHES,
  OFFLINE_MAX_AGE_SECONDS,
  pageTitle,
  SAVED_AT_HEADER,
  type SavedPage,
} from '@/lib/offline/pages';
// Named, so that the worker carries these two namespaces and not every message of the site.
import { Offline as enOffline, Site as enSite } from '@/messages/en.json';
import { Offline as ruOffline, Site as ruSite } from '@/messages/ru.json';
import { Offline as tmOffline, Site as tmSite } from '@/messages/tm.json';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    /** The precache list `serwist build` writes in: the logo the offline page shows. */
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const WORDS: Record<Locale, OfflineWords> = {
  tm: offlineWords(tmSite, tmOffline),
  ru: offlineWords(ruSite, ruOffline),
  en: offlineWords(enSite, enOffline),
};

const localeOf = (url: string) => localeOfPath(new URL(url).pathname) ?? routing.defaultLocale;

/** A copy of a response with other headers and body; the length and coding of the old body no longer hold. */
function rewrap(response: Response, body: BodyInit | null, headers = new Headers(response.headers)): Response {
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Every saved page still kept, newest first, with its title and when it was saved. */
async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(OFFLINE_CACHES.pages.name);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const response = await cache.match(request);
      // Every page is saved with its time (savedWithItsTime): anything else is no saved page.
      const savedAt = response?.headers.get(SAVED_AT_HEADER);
      if (!response || !savedAt) return undefined;
      return { url: request.url, title: pageTitle(await response.text(), request.url), savedAt };
    }),
  );
  const now = Date.now();
  return pages
    .filter((page): page is SavedPage => page !== undefined && isStillKept(page.savedAt, now))
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Any page the network cannot bring and nothing saved can stand in for. */
const offlinePage: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const locale = localeOf(request.url);
    return new Response(offlinePageHtml(locale, WORDS[locale], await savedPages()), {
      status: 503,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // As narrow as the page: its own inline style and the site's logo.
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'",
      },
    });
  },
};

/** A page is saved as it arrives, with the time; given back offline, it says so. */
const savedWithItsTime: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html')) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return rewrap(response, response.body, headers);
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    const savedAt = cachedResponse?.headers.get(SAVED_AT_HEADER);
    if (!cachedResponse || !savedAt) return cachedResponse;
    const locale = localeOf(request.url);
    return rewrap(cachedResponse, withSavedNote(await cachedResponse.text(), savedAt, locale, WORDS[locale]));
  },
};

/**
 * Asks the server every time: the browser's HTTP cache would give a page within its
 * `stale-while-revalidate`, an old page online and one without the note offline. A navigation's
 * own request cannot say so (the strategies ignore `fetchOptions` for it), hence a copy; a
 * navigation's redirects stay the browser's to follow.
 */
const askTheServer: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, {
      headers: request.headers,
      credentials: 'same-origin',
      referrer: request.referrer,
      cache: 'no-cache',
      redirect: request.mode === 'navigate' ? 'manual' : request.redirect,
    }),
};

/**
 * A cache's bounds. Pages expire 30 days after they were saved. Files expire 30 days after a
 * page last used them, not by their `Date`: a file that has not changed in a month keeps its
 * first answer's date, and would never be kept again. Only files give way when the device is
 * short of space; the reader's saved pages go last.
 */
const expiring = (cache: { maxEntries: number }, kind: 'pages' | 'files') =>
  new ExpirationPlugin({
    maxEntries: cache.maxEntries,
    maxAgeSeconds: OFFLINE_MAX_AGE_SECONDS,
    ...(kind === 'files' && { maxAgeFrom: 'last-used', purgeOnQuotaError: true }),
    // The image optimiser's answers vary on `Accept`: without this, entries saved by an
    // `<img>` would never be found to delete, nor those saved for a first page found by one.
    matchOptions: { ignoreVary: true },
  });

/** A page's HTML, not the payload of a client-side navigation (`Accept: text/x-component`). */
const isDocument = (request: Request) =>
  request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new deployment's worker takes over at once: pages come from the network first anyway.
  skipWaiting: true,
  clientsClaim: true,
  // No navigation preload: the browser would make it through its HTTP cache (see askTheServer).
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) =>
        request.method === 'GET' && isDocument(request) && isSavablePage(url, self.location.origin),
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.pages.name,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        plugins: [askTheServer, expiring(OFFLINE_CACHES.pages, 'pages'), savedWithItsTime, offlinePage],
      }),
    },
    {
      // Search, and any page of the site not saved: the network, or the offline page.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkOnly({ plugins: [offlinePage] }),
    },
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && isBuildFile(url),
      handler: new CacheFirst({
        cacheName: OFFLINE_CACHES.assets.name,
        plugins: [expiring(OFFLINE_CACHES.assets, 'files')],
      }),
    },
    {
      matcher: ({ request, sameOrigin, url }) => sameOrigin && (isPictureFile(url) || request.destination === 'image'),
      handler: new StaleWhileRevalidate({
        cacheName: OFFLINE_CACHES.pictures.name,
        matchOptions: { ignoreVary: true },
        plugins: [expiring(OFFLINE_CACHES.pictures, 'files')],
      }),
    },
  ],
});

serwist.addEventListeners();
