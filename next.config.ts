import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { LAST_GOOD_ANSWER_SECONDS } from './lib/cache/page-cache-control';
import { languageTag } from './lib/i18n/language';
import { routing } from './lib/i18n/routing';
import { pagedListRedirects } from './lib/routes';
import { contentSecurityPolicy } from './lib/security/content-security-policy';
import { permissionsPolicy } from './lib/security/permissions-policy';
import { isLoopbackHost } from './lib/upstream/defaults';
import { mediaOrigins } from './lib/upstream/media-hosts';

// The only hosts the image optimiser and the CSP allow media from. Empty without MEDIA_BASE_URL
// (`next typegen`); the server checks at start-up that they are the ones it was built with.
const mediaBase = process.env.MEDIA_BASE_URL ? new URL(process.env.MEDIA_BASE_URL) : undefined;
const media = mediaOrigins(process.env);

const nextConfig: NextConfig = {
  // The browser tests build into a folder of their own, so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Shared through Redis when REDIS_URL is set; chosen at start-up, so one build serves either way.
  cacheHandler: path.join(import.meta.dirname, 'lib/cache/cache-handler.ts'),
  // For the container and one browser test only: `next start` warns when serving a standalone build.
  ...(process.env.NEXT_OUTPUT_STANDALONE === '1' ? { output: 'standalone' as const } : {}),
  poweredByHeader: false,
  // Loaded from node_modules, never bundled: one copy per process, which the cache handler (loaded
  // by Node directly), instrumentation and every route count into (lib/observability/metrics.ts).
  // So too OpenTelemetry's: Next reads its tracer from the `@opentelemetry/api` in node_modules, and
  // the SDK registers into that very copy, not a bundled second one (lib/observability/tracing.ts).
  serverExternalPackages: [
    'prom-client',
    '@opentelemetry/api',
    '@opentelemetry/core',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/instrumentation',
    '@opentelemetry/instrumentation-undici',
    '@opentelemetry/resources',
    '@opentelemetry/sdk-trace-node',
  ],
  // proxy.ts sees the request on the server's own address (HOSTNAME), so its rewrites of `?page=N`
  // and `?q=` stay within the server. Without this Next gives it `localhost`, and on any other
  // HOSTNAME (the image's 0.0.0.0) takes them for another site's: fetched over HTTP from itself,
  // where the internal path redirects to the public one (e2e/standalone.spec.ts).
  skipProxyUrlNormalize: true,
  // Hashing every answer's HTML for an ETag cost a large share of a cached page's requests per
  // second (at times a V8 deopt loop); a 304 would save one page's bytes, and a CDN validates itself.
  generateEtags: false,
  // The last good render is served for up to a day past its revalidate time (README: Caching).
  expireTime: LAST_GOOD_ANSWER_SECONDS,
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
    // Private addresses are refused against SSRF; only the demo upstream's media base is loopback.
    dangerouslyAllowLocalIP: mediaBase ? isLoopbackHost(mediaBase.hostname) : false,
    // Next's defaults (to 3840 px) write a long srcset on every card; the widest picture is the
    // 1168 px slide. Small sizes serve the fixed 48 and 128 px pictures at 1× and 2×.
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [48, 96, 128, 256, 384],
  },
  // A cached page is the same for everyone, so its CSP is too (README: Security).
  async headers() {
    return [
      {
        // Every path. A source with named parameters (`/:path*`) would have Next fill them into
        // each value with a colon, the CSP and the Permissions-Policy, on every request; an
        // unnamed group leaves them as written.
        source: '/(.*)',
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
      // A paged list's internal path, asked for directly, goes to its public address.
      ...pagedListRedirects(routing.locales),
    ];
  },
  sassOptions: {
    loadPaths: [path.join(import.meta.dirname, 'styles')],
  },
};

export default createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Precompiled messages spare every page's script the ICU parser.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})(nextConfig);
