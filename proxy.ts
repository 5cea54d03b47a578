import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { PRIVATE_NO_STORE } from './lib/cache/page-cache-control';
import { turkmenRangesAsTm } from './lib/i18n/accept-language';
import { routing } from './lib/i18n/routing';
import { listPagePath, publicHref } from './lib/routes';
import { contentSecurityPolicy } from './lib/security/content-security-policy';
import { UPSTREAM_DEFAULTS } from './lib/upstream/defaults';

const handleI18nRouting = createMiddleware(routing);
const policy = contentSecurityPolicy({
  mediaOrigin: new URL(process.env.MEDIA_BASE_URL || UPSTREAM_DEFAULTS.MEDIA_BASE_URL).origin,
  development: process.env.NODE_ENV === 'development',
});

/**
 * Every page request: a path without a locale redirects to the visitor's (the NEXT_LOCALE
 * cookie, else Accept-Language, where `tk` counts as `tm`, else `tm`); a paged list is served
 * from its internal path; every answer gets the Content-Security-Policy.
 */
export default function proxy(request: NextRequest) {
  if (!isDecodable(request.nextUrl.pathname)) return notFoundPage(request);
  const headers = new Headers(request.headers);
  const acceptLanguage = request.headers.get('accept-language');
  if (acceptLanguage) headers.set('accept-language', turkmenRangesAsTm(acceptLanguage));

  const routed = handleI18nRouting(new NextRequest(request.url, { headers, method: request.method }));
  const response = servePagedList(request, routed, headers) ?? routed;
  response.headers.set('content-security-policy', policy);
  // next-intl would remember the language of every page visited in NEXT_LOCALE; a page that
  // sets a cookie cannot be shared by a CDN. The language flags remember a visitor's choice.
  response.headers.delete('set-cookie');
  // Next answers a page with the Cache-Control of its page cache; a redirect chosen by the
  // visitor's cookie or language is theirs alone.
  if (response.headers.has('location')) response.headers.set('cache-control', PRIVATE_NO_STORE);
  return response;
}

/**
 * A paged list's `?page=N` is served from its internal path `<list>/N`, which the page cache
 * keys on (lib/routes.ts); that path asked for directly redirects to the public address.
 */
function servePagedList(request: NextRequest, routed: NextResponse, headers: Headers): NextResponse | undefined {
  if (routed.headers.has('location') || routed.headers.has('x-middleware-rewrite')) return undefined;
  const [, locale, ...rest] = request.nextUrl.pathname.split('/');
  if (!routing.locales.some((candidate) => candidate === locale)) return undefined;
  const pathname = `/${rest.join('/')}`;

  const publicAddress = publicHref(pathname);
  if (publicAddress !== pathname) {
    const url = new URL(`/${locale}${publicAddress}`, request.url);
    return NextResponse.redirect(url, 308);
  }
  const internal = listPagePath(pathname, request.nextUrl.searchParams.getAll('page'));
  if (!internal) return undefined;
  const url = new URL(`/${locale}${internal}`, request.url);
  return NextResponse.rewrite(url, { request: { headers } });
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
