import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { FOOTER_LESSON_TOPICS } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { phoneHref, SITE_CONTACTS } from '@/lib/site';
import { getCourseList } from '@/lib/upstream';
import { UpstreamSection } from '../../upstream/upstream-section';
import styles from './site-footer.module.scss';

const YEAR_IN_ASHGABAT = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Ashgabat', year: 'numeric' });

/** The latest e-lessons, as the topics a visitor can start learning from. */
function LessonTopics({ locale, allLabel }: { locale: Locale; allLabel: string }) {
  return (
    <UpstreamSection
      load={() => getCourseList(locale, FOOTER_LESSON_TOPICS, 0)}
      render={(page) => (
        <ul className={styles.links}>
          {page.items.map((course) => (
            <li key={course.id}>
              <Link href={routes.lessonDetails(course.id)}>{course.title}</Link>
            </li>
          ))}
          <li>
            <Link href={routes.lessons()}>{allLabel}</Link>
          </li>
        </ul>
      )}
    />
  );
}

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tNav, tSite, tHome] = await Promise.all([
    getTranslations('Footer'),
    getTranslations('Navigation'),
    getTranslations('Site'),
    getTranslations('Home'),
  ]);
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
          <LessonTopics locale={locale} allLabel={tHome('allLessons')} />
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
      <p className={styles.copyright}>{t('copyright', { year: YEAR_IN_ASHGABAT.format(new Date()) })}</p>
    </footer>
  );
}
