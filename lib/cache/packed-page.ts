/*
 * No `server-only` and no `@/` imports: Node loads the cache handler, and this file, directly.
 */
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';

/**
 * A page or a route's answer as Next's cache keeps it, its bytes deflated into one buffer: the
 * HTML repeats the page's payload inline, so the two compress together far better than each
 * alone, and a JavaScript string of HTML that holds one non-Latin-1 letter (the language menu's
 * "Русский") takes two bytes a character. Made-up pages (made-up-pages.ts) are kept this way.
 */
export interface PackedPage {
  /** The value's other fields, as they were. */
  readonly rest: Record<string, unknown>;
  /** Which fields the bytes were, in order, each with its length. */
  readonly parts: readonly PackedPart[];
  /** Whether the value had segments (a map, perhaps empty). */
  readonly segmented: boolean;
  readonly deflated: Buffer;
}

type PackedPart =
  | { field: 'html'; bytes: number }
  | { field: 'rscData' | 'body'; bytes: number }
  | { field: 'segmentData'; segment: string; bytes: number };

/**
 * Level 1: a kept page is made by a request (a made-up address, a new query), so packing is paid
 * on that request's time; the first level takes most of what the highest would.
 */
const LEVEL = constants.Z_BEST_SPEED;

export function packPage(page: object): PackedPage {
  const value = page as Record<string, unknown>;
  const rest: Record<string, unknown> = { ...value };
  const parts: PackedPart[] = [];
  const chunks: Buffer[] = [];
  const add = (part: PackedPart, chunk: Buffer) => {
    parts.push(part);
    chunks.push(chunk);
  };
  if (typeof value.html === 'string') {
    const html = Buffer.from(value.html, 'utf8');
    add({ field: 'html', bytes: html.length }, html);
    delete rest.html;
  }
  for (const field of ['rscData', 'body'] as const) {
    const bytes = value[field];
    if (!Buffer.isBuffer(bytes)) continue;
    add({ field, bytes: bytes.length }, bytes);
    delete rest[field];
  }
  const segmented = value.segmentData instanceof Map;
  if (segmented) {
    for (const [segment, bytes] of value.segmentData as Map<string, Buffer>) {
      add({ field: 'segmentData', segment, bytes: bytes.length }, bytes);
    }
    delete rest.segmentData;
  }
  // zlib hands back a view of its whole output chunk (64 KB for a page), and a small Buffer.from
  // a view of a shared pool: kept as either, a page would hold far more than its bytes.
  const output = deflateRawSync(Buffer.concat(chunks), { level: LEVEL });
  const deflated = Buffer.allocUnsafeSlow(output.length);
  output.copy(deflated);
  return { rest, parts, segmented, deflated };
}

/**
 * A packed page's bytes, inflated: most of what unpacking costs (some 0.3 ms for a page of
 * results), which a caller that unpacks one page often can pay once (made-up-pages.ts). In a
 * buffer of their own: zlib may hand back a view of a larger one.
 */
export function inflatePage({ deflated }: PackedPage): Buffer {
  const output = inflateRawSync(deflated);
  const bytes = Buffer.allocUnsafeSlow(output.length);
  output.copy(bytes);
  return bytes;
}

/**
 * The value `packPage` was given (of the type the caller packed), in new objects each time: Next
 * may keep or change what it gets. From `inflated`, the page's bytes as `inflatePage` gave them,
 * when the caller keeps them: copied, so that they stay as they were.
 */
export function unpackPage<Value extends object = Record<string, unknown>>(
  { rest, parts, segmented, deflated }: PackedPage,
  inflated?: Buffer,
): Value {
  const bytes = inflated ? Buffer.from(inflated) : inflateRawSync(deflated);
  const segments = new Map<string, Buffer>();
  const value: Record<string, unknown> = { ...structuredClone(rest), ...(segmented ? { segmentData: segments } : {}) };
  let offset = 0;
  for (const part of parts) {
    const chunk = bytes.subarray(offset, offset + part.bytes);
    offset += part.bytes;
    if (part.field === 'html') value.html = chunk.toString('utf8');
    else if (part.field === 'segmentData') segments.set(part.segment, chunk);
    else value[part.field] = chunk;
  }
  return value as Value;
}
