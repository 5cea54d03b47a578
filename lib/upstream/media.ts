import 'server-only';
import { siteConfig, type SiteConfig } from '@/lib/runtime/site-config';
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
const MEDIA_READ_LIMIT_BYTES = 20 * 1024 * 1024;

/** Redirects the site follows from a media host (to its storage or CDN), each checked as the first address. */
const MEDIA_REDIRECTS = 3;

/**
 * Whether the site may fetch `address` itself: below MEDIA_BASE_URL on the base's host, anywhere
 * on another media host. The rule next.config.ts gives the image optimiser (`remotePatterns`),
 * for what the site fetches without it. It is checked on the address as fetch sends it, its `..`
 * and `%2e%2e` walked: joined to the base, a path could climb out of it.
 */
export function isFetchableMedia(
  address: string,
  { mediaBaseUrl, mediaOrigins }: Pick<SiteConfig, 'mediaBaseUrl' | 'mediaOrigins'> = siteConfig(),
): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  // An encoded slash is no file name's; a server that decodes it before walking `..` would climb.
  if (url.username || url.password || /%(?:2f|5c)/i.test(url.pathname)) return false;
  const base = new URL(mediaBaseUrl);
  if (url.origin === base.origin) return url.pathname.startsWith(`${base.pathname.replace(/\/$/, '')}/`);
  return mediaOrigins.includes(url.origin);
}

/** The body, or null once it runs past `limit` bytes: the length a host announces may be missing or wrong. */
async function readAtMost(response: Response, limit: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    // Leaving the loop cancels the stream: the rest is never downloaded.
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The bytes of a picture on the media host, for the site to make its own copy of (link
 * previews); null when it is no media address the site may fetch, the host has no such file, or
 * it is larger than the site reads. A failure or a time-out throws, so that nothing takes it for
 * a missing picture.
 */
export async function fetchMediaBytes(path: string): Promise<Buffer | null> {
  if (!isMediaPath(path)) return null;
  let address = mediaUrl(path);
  const signal = AbortSignal.timeout(siteConfig().timeoutMs);
  for (let redirects = 0; ; redirects += 1) {
    if (!isFetchableMedia(address)) return null;
    // Redirects are followed here, each checked, never by fetch: a media host's redirect must not
    // make the site fetch an address of its choice.
    const response = await fetch(address, { signal, redirect: 'manual', cache: 'no-store' });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (redirects === MEDIA_REDIRECTS) throw new Error(`The media host redirected ${path} too many times`);
      address = new URL(location, address).href;
      continue;
    }
    if (response.status === 404 || response.status === 410) return null;
    if (!response.ok) throw new Error(`The media host answered ${response.status} for ${path}`);
    if (Number(response.headers.get('content-length') ?? 0) > MEDIA_READ_LIMIT_BYTES) {
      await response.body?.cancel();
      return null;
    }
    return readAtMost(response, MEDIA_READ_LIMIT_BYTES);
  }
}
