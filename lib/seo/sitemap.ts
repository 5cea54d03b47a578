import 'server-only';
import { unstable_cache } from 'next/cache';
import { routing } from '@/lib/i18n/routing';
import { KINDS, type Kind } from '@/lib/kinds';
import type { SitemapPage } from '@/lib/kinds/source';
import { KIND_SOURCES } from '@/lib/kinds/sources';
import { DIGITAL_SERVICES, kindListHref, routes } from '@/lib/routes';
import { getBranchCategories } from '@/lib/upstream';
import { languageAlternates, localizedUrl } from './alternates';
import { absoluteUrl } from './site-url';
import { COLLECTIONS } from '@/lib/upstream/tags';
import { escapeXml, XML_CACHE_SECONDS } from './xml';

/** The sitemap protocol's limit of URLs per file. */
export const URLS_PER_SITEMAP = 50_000;

/** The pages that are there whatever the upstreams hold: the site's own, and each kind's list (of all categories). */
const STATIC_PAGES = [
  routes.home(),
  routes.about(),
  routes.accessibility(),
  routes.contact(),
  ...(KINDS as readonly Kind[]).map((kind) => kindListHref(kind)),
  ...DIGITAL_SERVICES.map((name) => routes.digital(name)),
];

/** The kinds listed by category (lib/kinds), each list of one category a page. */
const BY_CATEGORY = (KINDS as readonly Kind[]).filter((kind) => kind.list.byCategory);

/**
 * Every page of the site; ids are the same in every language, so lists are read once. Throws
 * when an upstream fails: a sitemap with holes tells search engines that pages are gone.
 */
export async function sitemapEntries(): Promise<SitemapPage[]> {
  const locale = routing.defaultLocale;
  const [items, categories] = await Promise.all([
    Promise.all(KIND_SOURCES.map((source) => source.sitemapPages?.(locale) ?? [])),
    getBranchCategories(locale),
  ]);
  return [
    ...STATIC_PAGES.map((href) => ({ href })),
    ...items.flat(),
    ...categories.items.flatMap((category) => BY_CATEGORY.map((kind) => ({ href: kindListHref(kind, category.id) }))),
  ];
}

/**
 * The entries as last read, kept an hour in the data cache that every instance shares and read
 * again at once when a collection is revalidated: a sitemap is never read per request.
 */
export const cachedSitemapEntries = unstable_cache(sitemapEntries, ['sitemap-entries'], {
  revalidate: XML_CACHE_SECONDS,
  tags: [...COLLECTIONS],
});

/** One `<url>` per page and language, each naming its alternates in the other languages. */
function urlElements(entry: SitemapPage): string[] {
  const alternates = Object.entries(languageAlternates(entry.href))
    .map(([tag, url]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${escapeXml(url)}"/>`)
    .join('');
  const lastModified = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
  return routing.locales.map(
    (locale) => `<url><loc>${escapeXml(localizedUrl(locale, entry.href))}</loc>${lastModified}${alternates}</url>`,
  );
}

/** The `<url>` elements split into files of at most URLS_PER_SITEMAP. */
export function sitemapFiles(entries: readonly SitemapPage[]): string[][] {
  const urls = entries.flatMap(urlElements);
  const files: string[][] = [];
  for (let start = 0; start < urls.length; start += URLS_PER_SITEMAP)
    files.push(urls.slice(start, start + URLS_PER_SITEMAP));
  return files.length > 0 ? files : [[]];
}

export function sitemapFileUrl(index: number): string {
  return absoluteUrl(`/sitemaps/${index}.xml`);
}

export function renderUrlset(urls: readonly string[]): string {
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>`;
}

export function renderSitemapIndex(fileCount: number): string {
  const files = Array.from(
    { length: fileCount },
    (_, index) => `<sitemap><loc>${escapeXml(sitemapFileUrl(index))}</loc></sitemap>`,
  );
  return `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>`;
}
