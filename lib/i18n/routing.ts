import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['tm', 'ru', 'en'],
  defaultLocale: 'tm',
  localePrefix: 'always',
  // next-intl would write hreflang="tm", not a language; the pages' metadata uses BCP 47 tags.
  alternateLinks: false,
  localeCookie: { maxAge: 60 * 60 * 24 * 365 },
});

export type Locale = (typeof routing.locales)[number];

/** The language a path starts with (`/ru/news` → `ru`), or none (`/api/health`, `/sw.js`). */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return routing.locales.find((locale) => locale === first);
}

export const LOCALE_COOKIE = 'NEXT_LOCALE';
