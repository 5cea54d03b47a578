import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { PRIVATE_NO_STORE } from './lib/cache/page-cache-control';
import { turkmenRangesAsTm } from './lib/i18n/accept-language';
import { localeOfPath, routing } from './lib/i18n/routing';
import { cachedPagePath } from './lib/routes';
import { SEARCH_RESULTS_PATH, searchResultsPathToMake } from './lib/search/first-asks';

const handleI18nRouting = createMiddleware(routing);

/**
 * Runs only where the page cache alone will not do (see `config`): locale redirects (cookie, then
 * Accept-Language with `tk` as `tm`), paged lists' `?page=N`, searches' `?q=…`, and undecodable paths.
 */
export default function proxy(request: NextRequest) {
  // Read as Next routes it: `/en/%73earch/…` is `/en/search/…` to the router.
  const pathname = decodedPath(request.nextUrl.pathname);
  if (pathname === undefined) return notFoundPage(request);
  const locale = localeOfPath(pathname);
  if (locale && SEARCH_RESULTS_PATH.test(pathname)) return notFoundHere(request, locale);
  // A search or a paged list's page, in its language: next-intl would pass it on as it is (its
  // path names the language), so the proxy only rewrites it, as cheaply as it can.
  const cached = locale && serveCachedPath(request, pathname, locale);
  if (cached) return cached;

  const headers = new Headers(request.headers);
  const acceptLanguage = request.headers.get('accept-language');
  if (acceptLanguage) headers.set('accept-language', turkmenRangesAsTm(acceptLanguage));
  const response = handleI18nRouting(new NextRequest(request.url, { headers, method: request.method }));
  // A page that sets a cookie cannot be shared by a CDN; the language flags remember the choice.
  response.headers.delete('set-cookie');
  // A redirect chosen by the visitor's cookie or language is theirs alone.
  if (response.headers.has('location')) response.headers.set('cache-control', PRIVATE_NO_STORE);
  return response;
}

/**
 * A paged list's `?page=N` or a search, served from the internal path the page cache keeps it under
 * (lib/routes.ts); a query asked for the first time, from its twin made for this request alone.
 */
function serveCachedPath(request: NextRequest, pathname: string, locale: string): NextResponse | undefined {
  const pathInLanguage = pathname.slice(locale.length + 1);
  const internal = cachedPagePath(pathInLanguage, request.nextUrl.searchParams);
  if (!internal) return undefined;
  const kept = `/${locale}${internal}`;
  const made = SEARCH_RESULTS_PATH.test(kept) ? searchResultsPathToMake(kept) : kept;
  return NextResponse.rewrite(new URL(made, request.url));
}

/** The path with its percent-encoding read (`/` and other reserved characters stay encoded), or undefined where it is broken. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname);
  } catch {
    return undefined;
  }
}

/** Broken percent-encoding (`/en/%E0%A4%A`) would make the router answer 500, even after a rewrite. */
function notFoundPage(request: NextRequest) {
  const locale = localeOfPath(request.nextUrl.pathname) ?? routing.defaultLocale;
  return NextResponse.redirect(new URL(`/${locale}/not-found`, request.url));
}

/** The not-found page at the address asked for: the catch-all route answers 404. */
function notFoundHere(request: NextRequest, locale: string) {
  return NextResponse.rewrite(new URL(`/${locale}/not-found`, request.url));
}

// Static, as Next requires; proxy.test.ts and lib/routes.paging.test.ts hold it to the locales and the paged lists.
export const config = {
  matcher: [
    // Paths without a locale; not the API, Next's own files or files with an extension.
    '/((?!api|_next|_vercel|tm(?:/|$)|ru(?:/|$)|en(?:/|$)|.*\\..*).*)',
    // The files each language has, asked for without one: calendars and feeds.
    '/(competitions\\.ics|competition-details/\\d+/calendar\\.ics|news/rss\\.xml|article/rss\\.xml)',
    // Any page asked for with a (non-empty) `page`: the paged lists' pages after the first.
    { source: '/(tm|ru|en)/:path*', has: [{ type: 'query', key: 'page' }] },
    // A search with a (non-empty) query.
    { source: '/(tm|ru|en)/search', has: [{ type: 'query', key: 'q' }] },
    // The search results' internal path, asked for directly.
    '/(tm|ru|en)/search/:path+',
    // Percent-encoding in a page's path, which may be broken.
    '/((?!api|_next|_vercel|.*\\..*).*%.*)',
  ],
};
