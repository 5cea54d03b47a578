'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isPageFile, isSavablePage } from '@/lib/offline/pages';

/** Runs once the page has loaded, so the worker never competes with what the reader waits for. */
function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * Registers the service worker (public/sw.js, from app/sw.ts) that keeps the pages a reader
 * opens for reading offline. A page that arrived through the worker is saved on its way; this
 * asks it to save the others: the first page of a visit (the worker was not there yet) with its
 * files, and each page reached by the router, whose HTML the browser never fetched.
 */
export function ServiceWorkerRegistration() {
  const pathname = usePathname();
  const firstPage = useRef(true);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    if (process.env.NODE_ENV !== 'production') {
      // `next dev` on the port of an earlier `npm start` must not be served the build's files.
      void navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => registrations.forEach((registration) => void registration.unregister()));
      return;
    }
    const isFirstPage = firstPage.current;
    firstPage.current = false;
    if ((isFirstPage && navigator.serviceWorker.controller) || !navigator.onLine) return;
    // This page's address now: by the time the worker is ready the reader may be on another.
    const page = location.href;
    afterLoad(() => {
      if (isFirstPage) {
        // `none`: the browser asks the server for the worker on every check, so a deployment's
        // worker is found on the next visit.
        navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {});
      }
      void navigator.serviceWorker.ready.then((registration) => {
        const files = isFirstPage
          ? performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name))
              .filter((url) => isPageFile(url, location.origin))
              .map((url) => url.href)
          : [];
        // A page never saved (search) would only be fetched again for nothing.
        const pages = isSavablePage(new URL(page), location.origin)
          ? [[page, { headers: { accept: 'text/html' } }]]
          : [];
        if (pages.length + files.length === 0) return;
        registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...pages, ...files] } });
      });
    });
  }, [pathname]);

  return null;
}
