'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { SearchForm } from '@/components/search/search-form';
import { LanguageSwitcher } from '@/components/layout/language-switcher/language-switcher';
import { MainMenu, MobileMenu } from '@/components/layout/main-menu/main-menu';
import { ContactItems } from './contact-items';
import { Emblems } from './emblems';
import { StickyBar } from './sticky-bar';
import styles from './site-header.module.scss';

/**
 * A client component, though it has little to do in the browser: its tree then travels in each
 * page's payload as the texts it uses (given once to the layout's NextIntlClientProvider) and
 * not as every element of the bar, the menu twice and the panel.
 */
export function SiteHeader() {
  const t = useTranslations('Header');
  const tSite = useTranslations('Site');
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.topBarInner}>
          <LanguageSwitcher label={t('languages')} />
          <ul className={styles.contacts}>
            {/* Below the desktop break the first number and the e-mail, below the tablet break none:
                every contact is in the menu panel. */}
            <ContactItems topBar={{ wideOnly: styles.wideOnly, phones: styles.phones }} />
            <li className={styles.wideOnly}>
              <Link href={routes.faq()}>{t('faq')}</Link>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.brandBar}>
        <Link href={routes.home()} className={styles.brand}>
          <span className={styles.brandText}>
            <span className={styles.brandName}>{tSite('name')}</span>
            <span className={styles.brandShort}>{tSite('shortName')}</span>
          </span>
          {/* Drawn before the name, in a track of its own. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG needs no optimisation */}
          <img src="/brand/logo.svg" alt="" width={56} height={56} className={styles.logo} />
        </Link>
        {/* From the wide break; narrower, a link in the menu bar, and below the desktop break the box in the menu panel. */}
        <div className={styles.search}>
          <SearchForm compact />
        </div>
        <Emblems className={styles.emblems} />
      </div>
      <StickyBar>
        {/* Below the tablet break, in place of the brand row: the brand beside the menu's button. */}
        <Link href={routes.home()} className={styles.phoneBrand}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG needs no optimisation */}
          <img src="/brand/logo.svg" alt="" width={40} height={40} className={styles.phoneLogo} />
          <span>{tSite('name')}</span>
          <span className="visually-hidden">{` ${tSite('shortName')}`}</span>
        </Link>
        <MainMenu />
        <MobileMenu />
      </StickyBar>
    </header>
  );
}
