import { localizedHref } from '@/lib/i18n/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';
import { languageTag } from '@/lib/i18n/language';
import { absoluteUrl } from './site-url';

/** A page's address in one language, absolute. `href` is a path of lib/routes, query included. */
export function localizedUrl(locale: Locale, href: string): string {
  return absoluteUrl(localizedHref(locale, href));
}

/** The page in every language, keyed by BCP 47 tag (Turkmen is `tk`), plus `x-default`. */
export function languageAlternates(href: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of routing.locales) alternates[languageTag(locale)] = localizedUrl(locale, href);
  alternates['x-default'] = localizedUrl(routing.defaultLocale, href);
  return alternates;
}
