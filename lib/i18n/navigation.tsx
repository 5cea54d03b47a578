import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing, type Locale } from './routing';

export const {
  /** next-intl's link, for the language switcher: with `locale`, it also sets the locale cookie. */
  Link: LanguageLink,
  redirect,
  usePathname,
  useRouter,
  getPathname,
} = createNavigation(routing);

/** `href`, a path of lib/routes with its query if any, in `locale`'s address space. */
export function localizedHref(locale: Locale, href: string): string {
  const queryStart = href.indexOf('?');
  if (queryStart === -1) return getPathname({ locale, href });
  return `${getPathname({ locale, href: href.slice(0, queryStart) })}${href.slice(queryStart)}`;
}

/**
 * A link in the page's language: a plain `<a>`, which the document's one LinkNavigation follows
 * with the router and prefetches on the reader's intent (components/layout/link-navigation).
 * Not next-intl's `Link`, which adds ~100 bytes of cookie settings to the payload per link
 * (some 90 a page); only the language switcher needs that. Neither client nor async, so Server
 * and Client Components can both render it.
 */
export function Link({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <a href={localizedHref(useLocale(), href)} {...props} />;
}
