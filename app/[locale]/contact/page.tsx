import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MapEmbed } from '@/components/contact/map-embed';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import layout from '@/components/page/page-layout.module.scss';
import styles from '@/components/static-page/static-page.module.scss';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { phoneHref, SITE_CONTACTS } from '@/lib/site';

type Props = PageProps<'/[locale]/contact'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [t, tSite] = await Promise.all([
    getTranslations({ locale, namespace: 'Contact' }),
    getTranslations({ locale, namespace: 'Site' }),
  ]);
  return pageMetadata({ locale, href: routes.contact(), title: t('title'), description: tSite('postalAddress') });
}

export default async function ContactPage({ params }: Props) {
  await pageLocale(params);
  const [t, tSite] = await Promise.all([getTranslations('Contact'), getTranslations('Site')]);
  const [first, second, third] = SITE_CONTACTS.phones;
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={`${layout.container} ${styles.twoColumns}`}>
        <div className={styles.prose}>
          <h2 className={styles.heading}>{t('phones')}</h2>
          <p className={styles.phones}>
            <a href={phoneHref(first)}>{first}</a>
            <a href={phoneHref(second)}>
              / {SITE_CONTACTS.secondPhoneSuffix}
              <span className="visually-hidden"> ({second})</span>
            </a>
          </p>
          <p className={styles.phones}>
            <a href={phoneHref(third)}>{third}</a>
          </p>
          <h2 className={styles.heading}>{t('email')}</h2>
          <p>
            <a href={`mailto:${SITE_CONTACTS.email}`}>{SITE_CONTACTS.email}</a>
          </p>
          <h2 className={styles.heading}>{t('address')}</h2>
          <address className={styles.address}>{tSite('postalAddress')}</address>
        </div>
        <section aria-labelledby="contact-map">
          <h2 id="contact-map" className={styles.heading}>
            {t('map')}
          </h2>
          <MapEmbed src={SITE_CONTACTS.mapEmbedUrl} title={t('mapTitle')} showLabel={t('showMap')} />
        </section>
      </div>
    </>
  );
}
