import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { turkmenRangesAsTm } from './lib/i18n/accept-language';
import { routing } from './lib/i18n/routing';
import { contentSecurityPolicy, createNonce } from './lib/security/content-security-policy';
import { UPSTREAM_DEFAULTS } from './lib/upstream/defaults';

const handleI18nRouting = createMiddleware(routing);
const mediaOrigin = new URL(process.env.MEDIA_BASE_URL || UPSTREAM_DEFAULTS.MEDIA_BASE_URL).origin;

/**
 * Every page request: a path without a locale redirects to the visitor's (the NEXT_LOCALE
 * cookie, else Accept-Language, where `tk` counts as `tm`, else `tm`); a page gets a
 * Content-Security-Policy with a fresh nonce, which Next puts on its own scripts.
 */
export default function proxy(request: NextRequest) {
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
  return response;
}

export const config = {
  // Everything but API routes, Next's own files and files with an extension (robots.txt, images).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
