/**
 * The public origin of the site (SITE_URL, e.g. `https://www.example.gov.tm`), from which
 * every absolute URL is built: canonical and alternate links, the sitemap, feeds and
 * structured data. Without it, the local address of `npm start`.
 */
const LOCAL_ORIGIN = 'http://localhost:3000';

export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim();
  if (!configured) return LOCAL_ORIGIN;
  const url = new URL(configured);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid environment: SITE_URL: must start with http:// or https://`);
  }
  return url.origin;
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).href;
}
