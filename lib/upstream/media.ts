import 'server-only';
import { siteConfig } from '@/lib/runtime/site-config';
import { isOnMediaHost } from './media-hosts';

const ABSOLUTE_HTTP = /^https?:\/\//i;

/** A /path below MEDIA_BASE_URL or a URL on a media host: the only ones the image optimiser and CSP allow. */
export function isMediaPath(path: string): boolean {
  if (ABSOLUTE_HTTP.test(path)) return isOnMediaHost(path, siteConfig().mediaOrigins);
  return path.startsWith('/') && !path.startsWith('//');
}

/** Upstream media come as absolute URLs or as paths below MEDIA_BASE_URL. */
export function mediaUrl(path: string): string {
  return ABSOLUTE_HTTP.test(path) ? path : `${siteConfig().mediaBaseUrl}${path}`;
}
