'use client';

import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, type ComponentProps } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { rememberLocale } from '@/lib/i18n/remember-locale';
import type { Locale } from '@/lib/i18n/routing';
import { publicHref } from '@/lib/routes';
import styles from './language-switcher.module.scss';

/** Each language named in itself, and tagged with its BCP 47 code (Turkmen is `tk`). */
const LANGUAGES: { locale: Locale; tag: string; name: string }[] = [
  { locale: 'tm', tag: 'tk', name: 'Türkmençe' },
  { locale: 'ru', tag: 'ru', name: 'Русский' },
  { locale: 'en', tag: 'en', name: 'English' },
];

type Href = ComponentProps<typeof Link>['href'];

/**
 * Links to this same page (path and query kept) in the other languages. A cached page is
 * rendered for its route's path (a paged list's internal one, lib/routes.ts), which gives
 * the links in the HTML; in the browser they follow the address bar.
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const renderedPath = usePathname();
  return (
    <Suspense fallback={<LanguageLinks label={label} href={publicHref(renderedPath)} />}>
      <LinksForAddress label={label} />
    </Suspense>
  );
}

function LinksForAddress({ label }: { label: string }) {
  const pathname = usePathname();
  const query = Object.fromEntries(useSearchParams());
  return <LanguageLinks label={label} href={{ pathname, query }} />;
}

function LanguageLinks({ label, href }: { label: string; href: Href }) {
  const current = useLocale();
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {LANGUAGES.map(({ locale, tag, name }) => (
          <li key={locale}>
            <Link
              href={href}
              locale={locale}
              lang={tag}
              hrefLang={tag}
              className={styles.link}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => rememberLocale(locale)}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a 20px SVG needs no optimisation */}
              <img src={`/flags/${locale}.svg`} alt="" width={24} height={16} className={styles.flag} />
              <span>{name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
