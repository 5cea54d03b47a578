import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['tm', 'ru', 'en'],
  defaultLocale: 'tm',
  localePrefix: 'always',
  // next-intl would announce the alternates with our URL codes (hreflang="tm" is not a
  // language); the pages publish their own, with BCP 47 tags, in their metadata.
  alternateLinks: false,
  localeCookie: { maxAge: 60 * 60 * 24 * 365 },
});

export type Locale = (typeof routing.locales)[number];

export const LOCALE_COOKIE = 'NEXT_LOCALE';
