import 'server-only';
import sharp from 'sharp';
import { sharedCacheControl } from '@/lib/cache/page-cache-control';
import { siteConfig } from '@/lib/runtime/site-config';
import { fetchMediaBytes, isMediaPath } from '@/lib/upstream/media';
import { absoluteUrl } from './site-url';

/*
 * Pictures that others fetch (link previews, search engines reading structured data), named on
 * the site's own origin: SITE_URL is public, where the media host may not be. A preview's picture
 * is cut to the size previews show (1.91:1), so that the page can say its width and height.
 */

/** The widest the image optimiser makes (next.config.ts's deviceSizes). */
const WIDEST_PICTURE = 1920;

/** `media` through the site's image optimiser, whole, at most WIDEST_PICTURE wide: for structured data. */
export function sitePictureUrl(media: string): string {
  return absoluteUrl(`/_next/image?url=${encodeURIComponent(media)}&w=${WIDEST_PICTURE}&q=75`);
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** How long caches in front keep a preview's picture; a CMS replaces a picture under a new name. */
const SHARE_IMAGE_CACHE_SECONDS = 24 * 60 * 60;

const PATH_PREFIX = '/share-image/';
const EXTENSION = '.jpg';

/**
 * The address of `media`'s preview picture. The media path or URL is in the path (base64url), not
 * the query: caches in front key on the path (deploy/nginx/site.conf), and it names one file.
 */
export function shareImageUrl(media: string): string {
  // A picture below the media base by its path alone: shorter, and the same under another base.
  const { mediaBaseUrl } = siteConfig();
  const source = media.startsWith(`${mediaBaseUrl}/`) ? media.slice(mediaBaseUrl.length) : media;
  return absoluteUrl(`${PATH_PREFIX}${Buffer.from(source, 'utf8').toString('base64url')}${EXTENSION}`);
}

/** The media path or URL a `/share-image/{source}` names, or null when it names none the site serves. */
export function mediaOfShareImage(source: string): string | null {
  if (!source.endsWith(EXTENSION)) return null;
  const encoded = source.slice(0, -EXTENSION.length);
  if (!/^[\w-]+$/.test(encoded)) return null;
  const media = Buffer.from(encoded, 'base64url').toString('utf8');
  // Only what shareImageUrl writes: one spelling per picture, and only media paths or hosts.
  if (Buffer.from(media, 'utf8').toString('base64url') !== encoded) return null;
  return isMediaPath(media) ? media : null;
}

/**
 * Pixels the site decodes at most (sharp's own limit is 268 million, about 1 GB decoded): a
 * 50-megapixel photo is larger than any a CMS keeps for the web.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** How long caches keep the answer that a picture is not there: each ask for it costs a fetch of the media host. */
const MISSING_PICTURE_CACHE_SECONDS = 5 * 60;

const notFound = (cacheControl = 'no-store') =>
  new Response('Not found', { status: 404, headers: { 'Cache-Control': cacheControl } });

/** `/share-image/{source}.jpg`: the picture cut to SHARE_IMAGE_SIZE, as JPEG. */
export async function shareImageRoute(
  _request: Request,
  { params }: { params: Promise<{ source: string }> },
): Promise<Response> {
  const media = mediaOfShareImage((await params).source);
  if (!media) return notFound();
  let original: Buffer | null;
  try {
    original = await fetchMediaBytes(media);
  } catch {
    // The media host failed: a preview tries again later; nothing keeps this answer.
    return new Response('The picture is temporarily unavailable.', {
      status: 503,
      headers: { 'Retry-After': '600', 'Cache-Control': 'no-store' },
    });
  }
  const missing = () => notFound(sharedCacheControl(MISSING_PICTURE_CACHE_SECONDS));
  if (!original) return missing();
  let picture: Buffer;
  try {
    picture = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    // Not a picture sharp can read, or larger than it may.
    return missing();
  }
  return new Response(new Uint8Array(picture), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(picture.length),
      'Cache-Control': sharedCacheControl(SHARE_IMAGE_CACHE_SECONDS),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
