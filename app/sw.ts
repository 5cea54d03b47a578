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
import { routing, type Locale } from '@/lib/i18n/routing';
import { offlinePageHtml, withSavedNote, type OfflineWords } from '@/lib/offline/offline-html';
import {
  isSavablePage,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_CACHES,
  OFFLINE_MAX_AGE_SECONDS,
  pageLocale,
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
    /** The precache list `serwist build` writes in: the logo and the app's icons. */
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const words = (site: typeof enSite, offline: typeof enOffline): OfflineWords => ({ siteName: site.name, ...offline });
const WORDS: Record<Locale, OfflineWords> = {
  tm: words(tmSite, tmOffline),
  ru: words(ruSite, ruOffline),
  en: words(enSite, enOffline),
};

const localeOf = (url: string) => pageLocale(new URL(url)) ?? routing.defaultLocale;

/** A copy of a response with other headers and body; the length and coding of the old body no longer hold. */
function rewrap(response: Response, body: BodyInit | null, headers = new Headers(response.headers)): Response {
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Every saved page, newest first, with its title and when it was saved. */
async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(OFFLINE_CACHES.pages.name);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const response = await cache.match(request);
      if (!response) return undefined;
      return {
        url: request.url,
        title: pageTitle(await response.text(), request.url),
        savedAt: response.headers.get(SAVED_AT_HEADER) ?? new Date(0).toISOString(),
      };
    }),
  );
  return pages.filter((page) => page !== undefined).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Any page the network cannot bring and nothing saved can stand in for. */
const offlinePage: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const locale = localeOf(request.url);
    return new Response(offlinePageHtml(locale, WORDS[locale], await savedPages()), {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
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
    if (!cachedResponse) return cachedResponse;
    const locale = localeOf(request.url);
    const savedAt = cachedResponse.headers.get(SAVED_AT_HEADER) ?? new Date().toISOString();
    return rewrap(cachedResponse, withSavedNote(await cachedResponse.text(), savedAt, locale, WORDS[locale]));
  },
};

/**
 * Asks the server every time: the browser's HTTP cache would give a page within its
 * `stale-while-revalidate`, an old page online and one without the note offline. A navigation's
 * own request cannot say so (the strategies ignore `fetchOptions` for it), hence a copy; its
 * redirects stay the browser's to follow.
 */
const askTheServer: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, {
      headers: request.headers,
      credentials: 'same-origin',
      referrer: request.referrer,
      cache: 'no-cache',
      redirect: 'manual',
    }),
};

const expiring = (cache: { maxEntries: number }) =>
  new ExpirationPlugin({
    maxEntries: cache.maxEntries,
    maxAgeSeconds: OFFLINE_MAX_AGE_SECONDS,
    purgeOnQuotaError: true,
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
        plugins: [askTheServer, savedWithItsTime, expiring(OFFLINE_CACHES.pages), offlinePage],
      }),
    },
    {
      // Search, and any page of the site not saved: the network, or the offline page.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkOnly({ plugins: [offlinePage] }),
    },
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: OFFLINE_CACHES.assets.name, plugins: [expiring(OFFLINE_CACHES.assets)] }),
    },
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && /^\/(_next\/image|brand|icons|flags)\b/.test(url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: OFFLINE_CACHES.pictures.name,
        plugins: [expiring(OFFLINE_CACHES.pictures)],
      }),
    },
  ],
});

serwist.addEventListeners();
