import { LOCALE_COOKIE, type Locale } from './routing';

/** The key the first version of the site kept the language under; returning visitors still have it. */
export const LOCALE_STORAGE_KEY = 'i18nextLng';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Remembers a visitor's choice, so that a later visit to `/` lands in that language. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled or full; the cookie alone is enough for the redirect.
  }
}
