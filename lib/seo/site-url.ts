import { upstreamConfig } from '@/lib/upstream/config';

/**
 * The public origin of the site (SITE_URL, e.g. `https://www.example.gov.tm`), from which
 * every absolute URL is built: canonical and alternate links, the sitemap, feeds and
 * structured data. Required, and checked with the other variables when the server starts.
 */
export function siteUrl(): string {
  return upstreamConfig().siteOrigin;
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).href;
}
