'use client';

import { useEffect } from 'react';

/** Once per document: the locale layout may mount again (another language), the page load does not. */
let started = false;

/** After the load and an idle moment: the measuring code then costs the first paint nothing. */
function whenLoadedAndIdle(run: () => void) {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Sends the site this page load's Core Web Vitals when the page is hidden or left, as one beacon
 * with the page's path and nothing else: no cookie, no id (docs/performance.md: Real visitors'
 * page loads). web-vitals reads what the browser buffered before it came, so it comes late.
 */
export function PageLoadReport() {
  useEffect(() => {
    if (started || typeof navigator.sendBeacon !== 'function') return;
    started = true;
    // The page the visit landed on: the router may show another by the time the page is hidden.
    const path = location.pathname;
    whenLoadedAndIdle(() => {
      import('@/lib/observability/report-page-load')
        .then(({ reportPageLoad }) => reportPageLoad(path))
        // A chunk that fails to load (a deployment replaced it) only means no figures.
        .catch(() => {});
    });
  }, []);
  return null;
}
