import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { SearchDocument } from './search-document.ts';

/**
 * A document as the index keeps it for showing a hit: everything but its id, as JSON deflated
 * (raw, no header). Only a page of hits is ever read back, and most texts are two-byte strings
 * in the heap, so the kept form is a third to a half of the string's size (docs/search.md).
 */
export function packDocument({ kind, title, text, date, href }: SearchDocument): Buffer {
  return deflateRawSync(JSON.stringify([kind, title, text, date, href]));
}

export function unpackDocument(id: string, packed: Uint8Array): SearchDocument {
  const [kind, title, text, date, href] = JSON.parse(inflateRawSync(packed).toString()) as [
    SearchDocument['kind'],
    string,
    string,
    string | null,
    string,
  ];
  return { id, kind, title, text, date, href };
}

/** Bytes appended one piece after another into one buffer (no object per piece), grown by doubling. */
export class ByteArena {
  private bytes = new Uint8Array(64 * 1024);
  length = 0;

  append(piece: Uint8Array): void {
    if (this.length + piece.length > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + piece.length));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.bytes.set(piece, this.length);
    this.length += piece.length;
  }

  /** The bytes appended, in a buffer of their size: what a finished index keeps. */
  trimmed(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}
