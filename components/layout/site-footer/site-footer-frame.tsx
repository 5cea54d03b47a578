'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { phoneHref, SITE_CONTACTS } from '@/lib/site';
import styles from './site-footer.module.scss';

/**
 * The footer's columns. A client component, so that each page's payload carries the texts it
 * uses (the layout's NextIntlClientProvider has them) and not every element of it; the year
 * comes from the server, so that a page rendered on the 31st of December hydrates as it was drawn.
 */
export function SiteFooterFrame({ year, lessonTopics }: { year: string; lessonTopics: ReactNode }) {
  const t = useTranslations('Footer');
  const tNav = useTranslations('Navigation');
  const tSite = useTranslations('Site');
  const pages = [
    { label: tNav('about'), href: routes.about() },
    { label: tNav('news'), href: routes.news() },
    { label: tNav('articles'), href: routes.articles() },
    { label: tNav('competitions'), href: routes.competitions() },
    { label: tNav('services'), href: routes.services() },
    { label: tNav('advertisements'), href: routes.advertisements() },
    { label: tNav('faq'), href: routes.faq() },
    { label: tNav('contact'), href: routes.contact() },
    { label: tNav('accessibility'), href: routes.accessibility() },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            {t('pages')}
          </h2>
          <ul className={styles.links}>
            {pages.map((page) => (
              <li key={page.href}>
                <Link href={page.href}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-topics">
          <h2 id="footer-topics" className={styles.heading}>
            {t('lessonTopics')}
          </h2>
          {lessonTopics}
        </section>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            {t('contacts')}
          </h2>
          <ul className={styles.links}>
            {SITE_CONTACTS.phones.map((phone) => (
              <li key={phone}>
                <a href={phoneHref(phone)}>{phone}</a>
              </li>
            ))}
            <li>
              <a href={`mailto:${SITE_CONTACTS.email}`}>{SITE_CONTACTS.email}</a>
            </li>
          </ul>
          <address className={styles.address}>{tSite('postalAddress')}</address>
          <h2 className={`${styles.heading} ${styles.afterAddress}`}>{t('social')}</h2>
          <ul className={styles.social}>
            {SITE_CONTACTS.social.map((account) => (
              <li key={account.network}>
                <a
                  href={account.url}
                  className={`${styles.socialLink} ${styles[account.network]}`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <span className="visually-hidden">{account.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>{t('copyright', { year })}</p>
    </footer>
  );
}
