'use client';

import { useLocale } from 'next-intl';
import { useParams } from 'next/navigation';
import { LanguageLink, usePathname } from '@/lib/i18n/navigation';
import { rememberLocale } from '@/lib/i18n/remember-locale';
import { languageName, languageTag } from '@/lib/i18n/language';
import { routing } from '@/lib/i18n/routing';
import { parsePage, parseSearchKind } from '@/lib/params';
import { decodeSearchQuery, pagedHref, searchHref } from '@/lib/routes';
import styles from './language-switcher.module.scss';

/**
 * The page number and a search's query come from the route, not the address's query, so that a
 * cached page has the links the browser draws. A search keeps its query and the kind it is
 * narrowed to, and starts again at its first page: the results in another language are others.
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const current = useLocale();
  const pathname = usePathname();
  const params = useParams<{ page?: string | string[]; query?: string; kind?: string }>();
  const query = params.query === undefined ? undefined : decodeSearchQuery(params.query);
  const href = query
    ? searchHref(query, parseSearchKind(params.kind))
    : pagedHref(pathname, parsePage(params.page) ?? 1);
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {routing.locales.map((locale) => (
          <li key={locale}>
            <LanguageLink
              href={href}
              locale={locale}
              lang={languageTag(locale)}
              hrefLang={languageTag(locale)}
              className={styles.link}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => rememberLocale(locale)}
            >
              {/* A 20px SVG needs no optimisation; `low` keeps React from preloading it ahead of the page's own picture. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={`/flags/${locale}.svg`}
                alt=""
                width={24}
                height={16}
                fetchPriority="low"
                className={styles.flag}
              />
              <span className={styles.name}>{languageName(locale)}</span>
            </LanguageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
