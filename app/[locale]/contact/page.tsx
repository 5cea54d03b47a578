import { getTranslations } from 'next-intl/server';
import { MapEmbed } from '@/components/contact/map-embed';
import { singlePage } from '@/components/page/single-page';
import styles from '@/components/static-page/static-page.module.scss';
import { routes } from '@/lib/routes';
import { phoneAfter, phoneHref, SITE_CONTACTS } from '@/lib/site';

const [first, second, third] = SITE_CONTACTS.phones;

const { generateMetadata, Page } = singlePage({
  namespace: 'Contact',
  href: routes.contact(),
  description: 'Site.postalAddress',
  containerClass: styles.twoColumns,
  body: async (t) => {
    const tSite = await getTranslations('Site');
    return (
      <>
        <div className={styles.prose}>
          <h2 className={styles.heading}>{t('phones')}</h2>
          <p className={styles.phones}>
            <a href={phoneHref(first)}>{first}</a>
            <a href={phoneHref(second)}>
              / {phoneAfter(first, second)}
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
      </>
    );
  },
});

export { generateMetadata };
export default Page;
