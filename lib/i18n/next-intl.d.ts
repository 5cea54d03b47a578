import type messages from '@/messages/en.json';
import type { Locale as SiteLocale } from './routing';

// next-intl's hooks and helpers return the site's locales, not any string, and take only the
// keys English has (messages/messages.test.ts holds the other languages to the same keys): a
// wrong key fails the type check, not a page.
declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale;
    Messages: typeof messages;
  }
}
