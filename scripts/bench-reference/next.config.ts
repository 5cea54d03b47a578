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
};

export default createNextIntlPlugin('./i18n/request.ts')(config);
