import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { SITE_CONTACTS } from '@/lib/site';
import { localizedUrl } from './alternates';
import { absoluteUrl } from './site-url';
import type { Institute } from './structured-data';

/** The institute as structured data describes it, in one language. */
export async function institute(locale: Locale): Promise<Institute> {
  const t = await getTranslations({ locale, namespace: 'Site' });
  return {
    name: t('name'),
    shortName: t('shortName'),
    url: localizedUrl(locale, routes.home()),
    logo: absoluteUrl('/brand/logo.svg'),
    email: SITE_CONTACTS.email,
    phones: SITE_CONTACTS.phones,
    postalAddress: t('postalAddress'),
    sameAs: SITE_CONTACTS.social.map((account) => account.url),
  };
}
