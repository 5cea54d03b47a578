import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

/**
 * The references of `npm run bench`: bare Next 16 + next-intl pages (text, a picture, a page as
 * heavy as the site's list), served from Next's own page cache, to weigh the site's origin
 * against in the same run.
 */
const config: NextConfig = {
  // The project's node_modules, one folder up twice.
  turbopack: { root: path.resolve(import.meta.dirname, '..', '..') },
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // As the site's (next.config.ts): Next would otherwise hash every answer's HTML for its ETag,
  // a cost per byte the site does not pay, and the pages are weighed under the same settings.
  generateEtags: false,
};

export default createNextIntlPlugin('./i18n/request.ts')(config);
