import type { MetadataRoute } from 'next';
import { languageTag } from '@/lib/i18n/language';
import type { Locale } from '@/lib/i18n/routing';
import { PALETTE } from '@/lib/palette';

/** The installed site's title bar, and the browser's around the site on phones. */
export const THEME_COLOUR = PALETTE.brand;

/** Where a language's manifest is: each language installs as the site in its own words. */
export const webAppManifestPath = (locale: Locale) => `/${locale}/manifest.webmanifest`;

/**
 * The web app manifest of one language: installed, the site opens on that language's home
 * page and keeps every page of the site (all languages) in its window.
 */
export function webAppManifest(
  locale: Locale,
  site: { name: string; shortName: string; description: string },
): MetadataRoute.Manifest {
  return {
    id: `/${locale}`,
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: languageTag(locale),
    dir: 'ltr',
    start_url: `/${locale}`,
    scope: '/',
    display: 'standalone',
    background_color: PALETTE.surface,
    theme_color: THEME_COLOUR,
    icons: [
      { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/app-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
