'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The files a saved page needs to show offline: its scripts, style sheets and pictures. */
const PAGE_FILE = /^\/(_next\/static|_next\/image|brand|icons|flags)\//;

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
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const isFirstPage = firstPage.current;
    firstPage.current = false;
    if (isFirstPage && navigator.serviceWorker.controller) return;
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
              .filter((url) => url.origin === location.origin && PAGE_FILE.test(url.pathname))
              .map((url) => url.href)
          : [];
        registration.active?.postMessage({
          type: 'CACHE_URLS',
          payload: { urlsToCache: [[location.href, { headers: { accept: 'text/html' } }], ...files] },
        });
      });
    });
  }, [pathname]);

  return null;
}
