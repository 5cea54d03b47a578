import '@/styles/global.scss';
import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BackToTop } from '@/components/layout/back-to-top/back-to-top';
import { LinkNavigation } from '@/components/layout/link-navigation/link-navigation';
import { SiteFooter } from '@/components/layout/site-footer/site-footer';
import { SiteHeader } from '@/components/layout/site-header/site-header';
import { PageLoadReport } from '@/components/observability/page-load-report';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';
import { Ticker } from '@/components/layout/ticker/ticker';
import { routing } from '@/lib/i18n/routing';
import { institute } from '@/lib/seo/institute';
import { siteUrl } from '@/lib/seo/site-url';
import { THEME_COLOUR, webAppManifestPath } from '@/lib/seo/web-app-manifest';
import { organization } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { languageTag } from '@/lib/i18n/language';
import styles from './layout.module.scss';

/** The first focusable thing of every page, where the back-to-top button leaves focus. */
const SKIP_LINK_ID = 'skip-link';

export { generateStaticParams } from '@/lib/pages/on-demand';

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Site' });
  const instituteName = `${t('name')} (${t('shortName')})`;
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: `%s | ${instituteName}`, default: instituteName },
    description: t('description'),
    // The logo drawn to any size; Apple's home screen takes a picture of its own (on white, as
    // iOS draws transparency black). public/favicon.ico is for what reads no page (feed readers).
    icons: {
      icon: { url: '/brand/logo.svg', type: 'image/svg+xml' },
      apple: { url: '/icons/apple-touch-icon.png', sizes: '180x180' },
    },
    manifest: webAppManifestPath(locale),
  };
}

export const viewport: Viewport = { themeColor: THEME_COLOUR };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [t, tNav, tSite, messages] = await Promise.all([
    getTranslations('Common'),
    getTranslations('Navigation'),
    getTranslations('Site'),
    getMessages(),
  ]);
  // The description is the metadata's, which the server writes.
  const { description: _metadataOnly, ...siteTexts } = messages.Site;
  return (
    <html lang={languageTag(locale)}>
      <body>
        <JsonLd data={organization(await institute(locale))} />
        <a href="#main-content" id={SKIP_LINK_ID} className={`${styles.skipLink} screen-only`}>
          {t('skipToContent')}
        </a>
        {/* Client components get only the texts they use: the header's and the footer's
            (drawn on the client from these, not sent as elements), and the error pages'. */}
        <NextIntlClientProvider
          messages={{
            Errors: messages.Errors,
            NotFound: messages.NotFound,
            Header: messages.Header,
            Navigation: messages.Navigation,
            Site: siteTexts,
            Search: { title: messages.Search.title, label: messages.Search.label, submit: messages.Search.submit },
            Footer: messages.Footer,
          }}
        >
          <SiteHeader />
          <Ticker locale={locale} />
          {/* On paper, without the header: whose page it is. */}
          <p className="print-only">{`${tSite('name')} (${tSite('shortName')})`}</p>
          <main id="main-content" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={locale} />
          <BackToTop label={tNav('backToTop')} focusTargetId={SKIP_LINK_ID} />
          <LinkNavigation />
          <ServiceWorkerRegistration />
          <PageLoadReport />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
