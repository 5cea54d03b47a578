/*
 * In the visitor's browser: web-vitals' reports of this page load, sent as one beacon when the
 * page is hidden (docs/performance.md: Real visitors' page loads). Loaded by
 * components/observability/page-load-report.tsx after the page's load, in a chunk of its own.
 */
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { VITALS_ENDPOINT, vitalsQueue } from './vitals-beacon';

/** Starts measuring the page load the visit landed on at `path`; once per document. */
export function reportPageLoad(path: string): void {
  const queue = vitalsQueue(path);
  // Every change, the queue keeping the latest: an interaction just before the page is hidden is
  // reported by a listener of web-vitals that runs after its final report.
  for (const on of [onCLS, onINP, onLCP, onTTFB]) on(queue.add, { reportAllChanges: true });
  // On the document, so after web-vitals' own listeners on the window's capture, which give
  // their final figures when the page is hidden.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    const body = queue.take();
    if (body) navigator.sendBeacon(VITALS_ENDPOINT, body);
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) queue.moveTo(location.pathname);
  });
}
