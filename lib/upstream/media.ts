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

/** Largest picture the site reads itself (for link previews); a CMS's originals stay well below. */
export const MEDIA_READ_LIMIT_BYTES = 20 * 1024 * 1024;

/**
 * The bytes of a picture on the media host, for the site to make its own copy of (link
 * previews); null when it is not a media path or the host has no such file. A failure or a
 * time-out throws, so that nothing takes it for a missing picture.
 */
export async function fetchMediaBytes(path: string): Promise<Buffer | null> {
  if (!isMediaPath(path)) return null;
  const response = await fetch(mediaUrl(path), {
    signal: AbortSignal.timeout(siteConfig().timeoutMs),
    // The site keeps what it makes from it; Next's data cache need not keep the original too.
    cache: 'no-store',
  });
  if (response.status === 404 || response.status === 410) return null;
  if (!response.ok) throw new Error(`The media host answered ${response.status} for ${path}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MEDIA_READ_LIMIT_BYTES) throw new Error(`${path} is larger than the site reads`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MEDIA_READ_LIMIT_BYTES) throw new Error(`${path} is larger than the site reads`);
  return bytes;
}
