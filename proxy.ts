import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { turkmenRangesAsTm } from './lib/i18n/accept-language';
import { routing } from './lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/**
 * A path without a locale redirects to the visitor's: the NEXT_LOCALE cookie, else
 * Accept-Language (where `tk` counts as `tm`), else `tm`.
 */
export default function proxy(request: NextRequest) {
  const acceptLanguage = request.headers.get('accept-language');
  if (!acceptLanguage) return handleI18nRouting(request);
  const headers = new Headers(request.headers);
  headers.set('accept-language', turkmenRangesAsTm(acceptLanguage));
  return handleI18nRouting(new NextRequest(request.url, { headers, method: request.method }));
}

export const config = {
  // Everything but API routes, Next's own files and files with an extension (robots.txt, images).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
