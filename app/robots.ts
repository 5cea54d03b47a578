import type { MetadataRoute } from 'next';
import { absoluteUrl, siteUrl } from '@/lib/seo/site-url';

/** Read at request time, so that SITE_URL set at run time (not build time) is the one named. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
    host: siteUrl(),
  };
}
