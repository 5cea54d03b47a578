import '@/styles/global.scss';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/not-found/not-found-content';
import { localizedHref } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { languageTag } from '@/lib/i18n/language';

/** For paths outside any locale (the proxy sends almost everything to one, so this is rare). */
export default async function GlobalNotFound() {
  const locale = routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <html lang={languageTag(locale)}>
      <head>
        <title>{t('metaTitle')}</title>
      </head>
      <body>
        <main id="main-content">
          <NotFoundContent
            texts={{ title: t('title'), text: t('text'), backHome: t('backHome') }}
            homeHref={localizedHref(locale, routes.home())}
          />
        </main>
      </body>
    </html>
  );
}
