import { siteConfig } from '@/lib/runtime/site-config';

/** The public origin (SITE_URL) every absolute URL is built from; checked when the server starts. */
export function siteUrl(): string {
  return siteConfig().siteOrigin;
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).href;
}
