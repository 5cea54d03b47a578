// @ts-check
/*
 * How `serwist build` makes the service worker (app/sw.ts -> public/sw.js) after `next build`:
 * Serwist's configurator for Next, which works with Turbopack. The worker precaches only what
 * its offline page shows; the pages themselves are saved as readers open them (docs/offline.md).
 */
import { serwist } from '@serwist/next/config';

export default await serwist({
  swSrc: 'app/sw.ts',
  swDest: 'public/sw.js',
  // Never the prerendered pages: a reader's device keeps only what the reader opened.
  precachePrerendered: false,
  globPatterns: ['public/brand/logo.svg'],
});
