import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { SITE_CONTACTS } from '@/lib/site';
import { phoneHref } from '../site-header/phone';
import styles from './site-footer.module.scss';

const YEAR_IN_ASHGABAT = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Ashgabat', year: 'numeric' });

export async function SiteFooter() {
  const [t, tNav, tSite] = await Promise.all([
    getTranslations('Footer'),
    getTranslations('Navigation'),
    getTranslations('Site'),
  ]);
  const pages = [
    { label: tNav('about'), href: routes.about() },
    { label: tNav('news'), href: routes.news() },
    { label: tNav('articles'), href: routes.articles() },
    { label: tNav('competitions'), href: routes.competitions() },
    { label: tNav('services'), href: routes.services() },
    { label: tNav('contact'), href: routes.contact() },
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
        </section>
      </div>
      <p className={styles.copyright}>{t('copyright', { year: YEAR_IN_ASHGABAT.format(new Date()) })}</p>
    </footer>
  );
}
