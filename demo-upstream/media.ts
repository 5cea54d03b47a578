import { readFile } from 'node:fs/promises';
import { referencedMediaPaths } from './content/index.ts';
import { SAMPLE_VIDEO_PATH } from './content/gallery.ts';
import { encodePng, paintPicture } from './png.ts';

/**
 * The demo's media: generated PNG pictures and one short mp4, served with the headers a
 * browser's <img> and <video> rely on (length, caching, byte ranges).
 */

/** Picture size by folder, matching how the site displays each kind. */
export const IMAGE_SIZES: Readonly<Record<string, { width: number; height: number }>> = {
  photos: { width: 1200, height: 800 }, // news, articles, albums, lessons, notices
  thumbs: { width: 600, height: 400 }, // 3:2 cards
  posters: { width: 1280, height: 720 }, // 16:9 video posters (shown at 800x450)
  icons: { width: 128, height: 128 }, // service icons
  slides: { width: 1920, height: 700 }, // home hero
  logos: { width: 320, height: 320 },
};

const CACHE_CONTROL = 'public, max-age=86400';
const SAMPLE_VIDEO_FILE = new URL('./media/sample.mp4', import.meta.url);

interface MediaFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

let knownPaths: Set<string> | undefined;
const pictures = new Map<string, Uint8Array<ArrayBuffer>>();
let video: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** Only media the content refers to exists, so a broken path in the site shows as a 404. */
function isKnown(path: string): boolean {
  knownPaths ??= referencedMediaPaths();
  return knownPaths.has(path);
}

function picture(path: string): MediaFile | undefined {
  const match = /^\/media\/([a-z]+)\/([a-z0-9-]+)\.png$/.exec(path);
  const size = match && Object.hasOwn(IMAGE_SIZES, match[1]!) ? IMAGE_SIZES[match[1]!] : undefined;
  if (!match || !size) return undefined;
  let bytes = pictures.get(path);
  if (!bytes) {
    // Painted from the base name alone, so an item's thumbnail matches its full picture.
    bytes = encodePng(size.width, size.height, paintPicture(match[2]!, size.width, size.height));
    pictures.set(path, bytes);
  }
  return { bytes, contentType: 'image/png' };
}

async function sampleVideo(): Promise<MediaFile> {
  // Read once and kept; a failed read is forgotten so that the next request tries again.
  video ??= readFile(SAMPLE_VIDEO_FILE).then(
    (buffer) => new Uint8Array(buffer),
    (error: unknown) => {
      video = undefined;
      throw error;
    },
  );
  return { bytes: await video, contentType: 'video/mp4' };
}

type RangeRequest = { start: number; end: number } | 'unsatisfiable' | undefined;

/**
 * Reads a single `bytes=` range (RFC 9110 §14.1.2). Anything else, including several
 * ranges, yields undefined and the whole file is sent, which the RFC allows.
 */
export function parseRange(header: string | null, size: number): RangeRequest {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return undefined;
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? undefined : { start, end };
}

/** Answers a media path, or undefined when there is no such file. */
export async function serveMedia(path: string, rangeHeader: string | null): Promise<Response | undefined> {
  if (!isKnown(path)) return undefined;
  const file = path === SAMPLE_VIDEO_PATH ? await sampleVideo() : picture(path);
  if (!file) return undefined;

  const size = file.bytes.length;
  const headers = {
    'content-type': file.contentType,
    'cache-control': CACHE_CONTROL,
    'accept-ranges': 'bytes',
  };
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${size}`, 'content-length': '0' },
    });
  }
  if (range) {
    const body = file.bytes.subarray(range.start, range.end + 1);
    return new Response(body, {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${range.start}-${range.end}/${size}`,
        'content-length': String(body.length),
      },
    });
  }
  return new Response(file.bytes, { status: 200, headers: { ...headers, 'content-length': String(size) } });
}
