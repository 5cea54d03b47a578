import type { Locale as SiteLocale } from './routing';

// next-intl's hooks and helpers (useLocale, getLocale, …) return the site's locales, not any string.
declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale;
  }
}
