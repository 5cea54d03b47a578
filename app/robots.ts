import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/site-url';

/** Read at request time, so that SITE_URL set at run time (not build time) is the one named. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    // No `Host:`: no standard has it (RFC 9309), the one engine that read it stopped in 2018, and
    // it wanted a host, not the URL Next writes; the sitemap's absolute addresses name the origin.
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
