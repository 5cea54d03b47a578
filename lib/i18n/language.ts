import type { Locale } from '@/lib/i18n/routing';

/**
 * The one place where our URL code `tm` becomes `tk`, the BCP 47 tag of Turkmen. Both
 * upstream APIs take it, and so do `<html lang>`, `hreflang` and `og:locale`.
 */
export function languageTag(locale: Locale): 'tk' | 'ru' | 'en' {
  return locale === 'tm' ? 'tk' : locale;
}
