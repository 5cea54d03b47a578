'use client';

import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { rememberLocale } from '@/lib/i18n/remember-locale';
import type { Locale } from '@/lib/i18n/routing';
import styles from './language-switcher.module.scss';

/** Each language named in itself, and tagged with its BCP 47 code (Turkmen is `tk`). */
const LANGUAGES: { locale: Locale; tag: string; name: string }[] = [
  { locale: 'tm', tag: 'tk', name: 'Türkmençe' },
  { locale: 'ru', tag: 'ru', name: 'Русский' },
  { locale: 'en', tag: 'en', name: 'English' },
];

/** Links to this same page (path and query kept) in the other languages. */
export function LanguageSwitcher({ label }: { label: string }) {
  const current = useLocale();
  const pathname = usePathname();
  const query = Object.fromEntries(useSearchParams());
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {LANGUAGES.map(({ locale, tag, name }) => (
          <li key={locale}>
            <Link
              href={{ pathname, query }}
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
