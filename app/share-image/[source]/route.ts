import { shareImageRoute } from '@/lib/seo/site-pictures';

/** A link preview's picture, from the site's own origin (lib/seo/site-pictures.ts). */
export const dynamic = 'force-dynamic';
export const GET = shareImageRoute;
