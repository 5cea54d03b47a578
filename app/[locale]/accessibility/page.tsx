import { singlePage } from '@/components/page/single-page';
import styles from '@/components/static-page/static-page.module.scss';
import { routes } from '@/lib/routes';
import { phoneHref, SITE_CONTACTS } from '@/lib/site';
import { splitParagraphs } from '@/lib/text';

const [phone] = SITE_CONTACTS.phones;

/**
 * The accessibility statement, as public-sector sites publish one: aim, checks, limits, and whom to
 * tell; with what the site measures of visits (components/observability/page-load-report.tsx).
 */
const { generateMetadata, Page } = singlePage({
  namespace: 'Accessibility',
  href: routes.accessibility(),
  description: 'Accessibility.description',
  body: (t) => (
    <div className={styles.prose}>
      <h2 className={styles.heading}>{t('aimHeading')}</h2>
      <p>{t('aim')}</p>
      <h2 className={styles.heading}>{t('testingHeading')}</h2>
      <ul>
        {splitParagraphs(t('testing')).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2 className={styles.heading}>{t('limitsHeading')}</h2>
      <ul>
        {splitParagraphs(t('limits')).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2 className={styles.heading}>{t('measuringHeading')}</h2>
      {splitParagraphs(t('measuring')).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2 className={styles.heading}>{t('reportHeading')}</h2>
      <p>
        {t.rich('report', {
          email: SITE_CONTACTS.email,
          phone,
          // The tags of the message wrap the address and the number in their links.
          emailLink: (text) => <a href={`mailto:${SITE_CONTACTS.email}`}>{text}</a>,
          phoneLink: (text) => <a href={phoneHref(phone)}>{text}</a>,
        })}
      </p>
    </div>
  ),
});

export { generateMetadata };
export default Page;
