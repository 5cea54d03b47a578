import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { webAppManifest } from '@/lib/seo/web-app-manifest';
import { notFoundResponse } from '@/lib/seo/xml';

/** Made at build time: a language's manifest changes only with the site's words. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/** The web app manifest in the language of the path (lib/seo/web-app-manifest.ts). */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/manifest.webmanifest'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return notFoundResponse();
  const t = await getTranslations({ locale, namespace: 'Site' });
  const manifest = webAppManifest(locale, {
    name: t('name'),
    shortName: t('shortName'),
    description: t('description'),
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  });
}
