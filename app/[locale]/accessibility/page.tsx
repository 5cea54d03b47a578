import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import layout from '@/components/page/page-layout.module.scss';
import styles from '@/components/static-page/static-page.module.scss';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { phoneHref, SITE_CONTACTS } from '@/lib/site';
import { splitParagraphs } from '@/lib/text';

type Props = PageProps<'/[locale]/accessibility'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Accessibility' });
  return pageMetadata({ locale, href: routes.accessibility(), title: t('title'), description: t('description') });
}

/** The accessibility statement, as public-sector sites publish one: aim, checks, limits, and whom to tell. */
export default async function AccessibilityPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('Accessibility');
  const [phone] = SITE_CONTACTS.phones;
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={layout.container}>
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
      </div>
    </>
  );
}
