import '@/styles/global.scss';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/not-found/not-found-content';
import { routing } from '@/lib/i18n/routing';
import { languageTag } from '@/lib/upstream/language';

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
          <NotFoundContent locale={locale} />
        </main>
      </body>
    </html>
  );
}
