import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { isDocumentRequest, sharedCacheControl, PRIVATE_NO_STORE } from './lib/cache/page-cache-control';
import { turkmenRangesAsTm } from './lib/i18n/accept-language';
import { routing } from './lib/i18n/routing';
import { contentSecurityPolicy, createNonce } from './lib/security/content-security-policy';
import { upstreamConfig } from './lib/upstream/config';
import { UPSTREAM_DEFAULTS } from './lib/upstream/defaults';

const handleI18nRouting = createMiddleware(routing);
const mediaOrigin = new URL(process.env.MEDIA_BASE_URL || UPSTREAM_DEFAULTS.MEDIA_BASE_URL).origin;

/**
 * Every page request: a path without a locale redirects to the visitor's (the NEXT_LOCALE
 * cookie, else Accept-Language, where `tk` counts as `tm`, else `tm`); a page gets a
 * Content-Security-Policy with a fresh nonce, which Next puts on its own scripts, and a
 * Cache-Control that lets a CDN keep it (lib/cache/page-cache-control.ts).
 */
export default function proxy(request: NextRequest) {
  if (!isDecodable(request.nextUrl.pathname)) return notFoundPage(request);
  const policy = contentSecurityPolicy({
    nonce: createNonce(),
    mediaOrigin,
    development: process.env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const acceptLanguage = request.headers.get('accept-language');
  if (acceptLanguage) headers.set('accept-language', turkmenRangesAsTm(acceptLanguage));

  const response = handleI18nRouting(new NextRequest(request.url, { headers, method: request.method }));
  response.headers.set('content-security-policy', policy);
  // next-intl would remember the language of every page visited in NEXT_LOCALE; a page that
  // sets a cookie cannot be shared by a CDN. The language flags remember a visitor's choice.
  response.headers.delete('set-cookie');
  setCacheControl(request, response);
  return response;
}

/**
 * Pages may be kept by shared caches; a redirect chosen by the visitor's cookie or
 * language may not. What is left unset (the client router's requests, everything when
 * caching is off) gets Next's `private, no-store`.
 */
function setCacheControl(request: NextRequest, response: NextResponse) {
  if (response.headers.has('location')) {
    response.headers.set('cache-control', PRIVATE_NO_STORE);
    return;
  }
  const { revalidateSeconds } = upstreamConfig();
  if (revalidateSeconds > 0 && isDocumentRequest(request.method, request.headers)) {
    response.headers.set('cache-control', sharedCacheControl(revalidateSeconds));
  }
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path with broken percent-encoding (`/en/%E0%A4%A`) names no page. Left alone, the
 * router fails to decode it and answers 500 (even after a rewrite), so the visitor is
 * sent to the not-found page, in the language the path's first segment names.
 */
function notFoundPage(request: NextRequest) {
  const [, first] = request.nextUrl.pathname.split('/');
  const locale = routing.locales.find((candidate) => candidate === first) ?? routing.defaultLocale;
  return NextResponse.redirect(new URL(`/${locale}/not-found`, request.url));
}

export const config = {
  // Everything but API routes, Next's own files and files with an extension (robots.txt, images).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
