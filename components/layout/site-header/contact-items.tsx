import { getTranslations } from 'next-intl/server';
import { phoneHref, SITE_CONTACTS } from '@/lib/site';

/** Shared by the top bar and the menu panel; `wideOnly` marks what the top bar shows on wide screens only. */
export async function ContactItems({ wideOnly }: { wideOnly?: string }) {
  const [t, tSite] = await Promise.all([getTranslations('Header'), getTranslations('Site')]);
  return (
    <>
      {SITE_CONTACTS.phones.map((phone, index) => (
        <li key={phone} className={index > 0 ? wideOnly : undefined}>
          {index === 0 && <span className="visually-hidden">{t('phones')}: </span>}
          <a href={phoneHref(phone)}>{phone}</a>
        </li>
      ))}
      <li>
        <span className="visually-hidden">{t('email')}: </span>
        <a href={`mailto:${SITE_CONTACTS.email}`}>{SITE_CONTACTS.email}</a>
      </li>
      <li className={wideOnly}>
        <span className="visually-hidden">{t('address')}: </span>
        {tSite('address')}
      </li>
    </>
  );
}
