import { useTranslations } from 'next-intl';
import { phoneAfter, phoneHref, SITE_CONTACTS } from '@/lib/site';

const [firstPhone, ...otherPhones] = SITE_CONTACTS.phones;

/**
 * Shared by the top bar and the menu panel. In the top bar (`topBar`, its classes: what it shows
 * on wide screens only, the row of numbers) the other numbers follow the first as "/ 26", so
 * that the bar holds one row on a 1280px screen in every language; the panel writes each whole.
 */
export function ContactItems({ topBar }: { topBar?: { wideOnly?: string; phones?: string } }) {
  const t = useTranslations('Header');
  const tSite = useTranslations('Site');
  return (
    <>
      <li className={topBar?.phones}>
        <span className="visually-hidden">{`${t('phones')}: `}</span>
        <a href={phoneHref(firstPhone)}>{firstPhone}</a>
        {topBar &&
          otherPhones.map((phone) => (
            <a key={phone} href={phoneHref(phone)} className={topBar.wideOnly}>
              {`/ ${phoneAfter(firstPhone, phone)}`}
              <span className="visually-hidden">{` (${phone})`}</span>
            </a>
          ))}
      </li>
      {!topBar &&
        otherPhones.map((phone) => (
          <li key={phone}>
            <a href={phoneHref(phone)}>{phone}</a>
          </li>
        ))}
      <li>
        <span className="visually-hidden">{`${t('email')}: `}</span>
        <a href={`mailto:${SITE_CONTACTS.email}`}>{SITE_CONTACTS.email}</a>
      </li>
      <li className={topBar?.wideOnly}>
        <span className="visually-hidden">{`${t('address')}: `}</span>
        {tSite('address')}
      </li>
    </>
  );
}
