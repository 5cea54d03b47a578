import type { Locale } from './routing';

/** The one place a locale becomes a language: addresses say `tm`, Turkmen's BCP 47 tag (and the APIs') is `tk`. */
const LANGUAGES = {
  tm: { tag: 'tk', territory: 'TM', name: 'Türkmençe' },
  ru: { tag: 'ru', territory: 'RU', name: 'Русский' },
  en: { tag: 'en', territory: 'GB', name: 'English' },
} as const satisfies Record<Locale, { tag: string; territory: string; name: string }>;

/** The BCP 47 tag: `<html lang>`, `hreflang`, feeds and structured data. */
export function languageTag(locale: Locale): (typeof LANGUAGES)[Locale]['tag'] {
  return LANGUAGES[locale].tag;
}

/** The code both upstream APIs take (the content API's `lang`, the provider API's path). */
export const upstreamLanguage = languageTag;

/** OpenGraph's `og:locale`: language and territory (`tk_TM`). */
export function openGraphLocale(locale: Locale): string {
  return `${LANGUAGES[locale].tag}_${LANGUAGES[locale].territory}`;
}

/** The language's name in itself, as the language switcher shows it. */
export function languageName(locale: Locale): string {
  return LANGUAGES[locale].name;
}
