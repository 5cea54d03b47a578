import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { languageTag } from './lib/i18n/language';
import { routing } from './lib/i18n/routing';
import { PAGED_LISTS } from './lib/routes';
import { contentSecurityPolicy } from './lib/security/content-security-policy';
import { permissionsPolicy } from './lib/security/permissions-policy';
import { isLoopbackHost } from './lib/upstream/defaults';
import { mediaOrigins } from './lib/upstream/media-hosts';

// The hosts pictures and videos come from (MEDIA_BASE_URL, MEDIA_HOSTS): the image optimiser
// fetches only from them and the CSP allows only them. Without MEDIA_BASE_URL (as for `next
// typegen`), none; the server checks at start-up that it has them, and that they are the ones
// it was built with.
const mediaBase = process.env.MEDIA_BASE_URL ? new URL(process.env.MEDIA_BASE_URL) : undefined;
const media = mediaOrigins(process.env);

const nextConfig: NextConfig = {
  // The browser tests build into a folder of their own, so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Next's own page and data cache, or with REDIS_URL one shared by every instance, so a
  // revalidation on one reaches them all: lib/cache/cache-handler.ts decides when the server
  // starts, so one build (the container's included) serves either way.
  cacheHandler: path.join(import.meta.dirname, 'lib/cache/cache-handler.ts'),
  // A self-contained server (`<distDir>/standalone/server.js`) with only the modules it needs:
  // what the container image runs, and what one browser test starts. Only when asked for, as
  // the Dockerfile and the browser tests do: `next start` (`npm start`) serves other builds.
  ...(process.env.NEXT_OUTPUT_STANDALONE === '1' ? { output: 'standalone' as const } : {}),
  poweredByHeader: false,
  // No ETag: Next hashes the whole HTML of every answer for it, even one served from the page
  // cache. That costs 12–30% of a cached page's requests per second, and at times half, when
  // V8 falls into a deoptimisation loop in the hash (measured with autocannon on the news list
  // and `--trace-deopt`). What it would save is a visitor downloading a page of 10–15 KB gzip
  // again instead of a 304; a CDN in front keeps and validates pages itself.
  generateEtags: false,
  // A page is rendered again when its data's revalidate time has passed; until a day after
  // that, the last good render is served while a new one is made (or fails), by Next and
  // by any CDN honouring its `stale-while-revalidate`.
  expireTime: 24 * 60 * 60,
  reactStrictMode: true,
  // Compared with MEDIA_BASE_URL when the server starts (lib/upstream/check-environment.ts).
  env: { BUILT_MEDIA_ORIGINS: media.join(' ') },
  images: {
    remotePatterns: media.map((origin) => {
      const url = new URL(origin);
      // Below the media base's path on its host; anywhere on the others.
      const base = mediaBase?.origin === origin ? mediaBase.pathname.replace(/\/$/, '') : '';
      return {
        protocol: url.protocol === 'https:' ? 'https' : 'http',
        hostname: url.hostname,
        port: url.port,
        pathname: `${base}/**`,
      };
    }),
    // next/image refuses private addresses (against SSRF). Only the bundled demo
    // upstream lives on loopback, so only a loopback media base opens that door.
    dangerouslyAllowLocalIP: mediaBase ? isLoopbackHost(mediaBase.hostname) : false,
    // The widths a picture's `srcset` offers. Next's defaults run to 3840 px in nine steps,
    // which costs every card about 1 KB of HTML for widths no page here shows: the widest
    // picture is the home slide (1168 CSS px), a card is at most 380. These cover a phone at
    // 2–3× (828, 1080, 1280), a tablet and a wide screen (1920); the small ones serve fixed
    // pictures at 1× and 2× (sidebar 48 and 96 px, service icon 128 px).
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [48, 96, 128, 256, 384],
  },
  // Every answer's headers, the Content-Security-Policy included: a cached page is the same for
  // everyone, so its policy is too (lib/security/content-security-policy.ts).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy({ mediaOrigins: media, development: process.env.NODE_ENV === 'development' }),
          },
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: permissionsPolicy() },
        ],
      },
    ];
  },
  async redirects() {
    return [
      // Turkmen's language tag (`tk`) is what people type; the site's addresses say `tm`.
      { source: `/${languageTag('tm')}`, destination: '/tm', permanent: true },
      { source: `/${languageTag('tm')}/:path*`, destination: '/tm/:path*', permanent: true },
      // A paged list's internal path (lib/routes.ts), asked for directly, goes to its public address.
      ...PAGED_LISTS.map((list) => ({
        source: `/:locale(${routing.locales.join('|')})${list}/:page(\\d+)`,
        destination: `/:locale${list}?page=:page`,
        permanent: true,
      })),
    ];
  },
  sassOptions: {
    loadPaths: [path.join(import.meta.dirname, 'styles')],
  },
};

export default createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // The messages are compiled when built, so browsers get next-intl's small formatter instead
  // of its ICU parser (about 10 KB gzip less on every page).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})(nextConfig);
