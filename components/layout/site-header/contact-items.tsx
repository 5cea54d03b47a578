import { getTranslations } from 'next-intl/server';
import { phoneHref, SITE_CONTACTS } from '@/lib/site';

/**
 * The centre's phone numbers, e-mail and address as list items, named for screen readers: the
 * top bar's and, on phones, the menu panel's. `wideOnly` marks the items the top bar keeps for
 * wide screens (every number but the first, the address).
 */
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
