import { deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (8-bit truecolour, no alpha) and a painter of deterministic
 * placeholder pictures, so the demo can serve believable images without shipping binaries
 * or depending on an image library.
 */

const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  // The CRC covers the type and the data, so both are laid out contiguously first.
  for (let i = 0; i < 4; i++) chunk[4 + i] = type.charCodeAt(i);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** Encodes `rgb` (width × height × 3 bytes, row-major) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array<ArrayBuffer> {
  if (rgb.length !== width * height * 3) throw new RangeError('pixel buffer does not match the size');

  const header = new Uint8Array(13);
  const headerView = new DataView(header.buffer);
  headerView.setUint32(0, width);
  headerView.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, truecolour, deflate, adaptive filters, no interlace

  // Every row uses the Sub filter: gradients and flat shapes become runs of near-zero
  // deltas, which deflate far better (and faster) than raw pixels.
  const stride = width * 3;
  const filtered = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const source = y * stride;
    const target = y * (stride + 1);
    filtered[target] = 1;
    for (let i = 0; i < stride; i++) {
      const left = i >= 3 ? rgb[source + i - 3]! : 0;
      filtered[target + 1 + i] = (rgb[source + i]! - left) & 0xff;
    }
  }

  const parts = [
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(filtered, { level: 6 })),
    pngChunk('IEND', new Uint8Array(0)),
  ];
  const file = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    file.set(part, offset);
    offset += part.length;
  }
  return file;
}

/** FNV-1a: a stable 32-bit hash, so a name always yields the same picture. */
export function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded generator; the demo must never depend on Math.random. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = readonly [number, number, number];

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const m = lightness - chroma / 2;
  const sectors: readonly Rgb[] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ];
  const [r, g, b] = sectors[Math.min(5, Math.floor(h))]!;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

/**
 * Paints the picture for `name` at any size. Everything is placed in coordinates relative
 * to the canvas, so a thumbnail and the full image of one item show the same scene.
 */
export function paintPicture(name: string, width: number, height: number): Uint8Array<ArrayBuffer> {
  const seed = hashName(name);
  const random = seededRandom(seed);
  const hue = seed % 360;
  const from = hsl(hue, 0.55, 0.32);
  const to = hsl(hue + 50 + random() * 60, 0.6, 0.62);
  const pixels = new Uint8Array(width * height * 3);

  // Background: a linear gradient in a per-name direction.
  const angle = random() * Math.PI * 2;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const span = Math.abs(dx) + Math.abs(dy);
  for (let y = 0; y < height; y++) {
    const rowPart = (dy * y) / height;
    for (let x = 0; x < width; x++) {
      const t = ((dx * x) / width + rowPart) / span + 0.5;
      const clamped = t < 0 ? 0 : t > 1 ? 1 : t;
      const i = (y * width + x) * 3;
      pixels[i] = from[0] + (to[0] - from[0]) * clamped;
      pixels[i + 1] = from[1] + (to[1] - from[1]) * clamped;
      pixels[i + 2] = from[2] + (to[2] - from[2]) * clamped;
    }
  }

  const blend = (x: number, y: number, colour: Rgb, opacity: number) => {
    const i = (y * width + x) * 3;
    pixels[i] = pixels[i]! + (colour[0] - pixels[i]!) * opacity;
    pixels[i + 1] = pixels[i + 1]! + (colour[1] - pixels[i + 1]!) * opacity;
    pixels[i + 2] = pixels[i + 2]! + (colour[2] - pixels[i + 2]!) * opacity;
  };
  const unit = Math.min(width, height);

  // A few translucent discs and panels: enough variety that album pages look distinct.
  const shapeCount = 3 + Math.floor(random() * 4);
  for (let s = 0; s < shapeCount; s++) {
    const colour = hsl(hue + 150 + random() * 120, 0.5, 0.45 + random() * 0.4);
    const opacity = 0.25 + random() * 0.35;
    const cx = random() * width;
    const cy = random() * height * 0.8;
    if (random() < 0.6) {
      const radius = unit * (0.08 + random() * 0.22);
      const top = Math.max(0, Math.floor(cy - radius));
      const bottom = Math.min(height - 1, Math.ceil(cy + radius));
      for (let y = top; y <= bottom; y++) {
        const half = Math.sqrt(Math.max(0, radius * radius - (y - cy) * (y - cy)));
        const left = Math.max(0, Math.ceil(cx - half));
        const right = Math.min(width - 1, Math.floor(cx + half));
        for (let x = left; x <= right; x++) blend(x, y, colour, opacity);
      }
    } else {
      const halfWidth = unit * (0.1 + random() * 0.25);
      const halfHeight = unit * (0.05 + random() * 0.15);
      const top = Math.max(0, Math.floor(cy - halfHeight));
      const bottom = Math.min(height - 1, Math.ceil(cy + halfHeight));
      const left = Math.max(0, Math.floor(cx - halfWidth));
      const right = Math.min(width - 1, Math.ceil(cx + halfWidth));
      for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) blend(x, y, colour, opacity);
    }
  }

  // Rolling hills along the bottom give every picture a horizon, so it reads as a scene.
  const hill = hsl(hue + 200, 0.35, 0.22);
  const waves = 1 + random() * 3;
  const phase = random() * Math.PI * 2;
  for (let x = 0; x < width; x++) {
    const ridge = height * (0.78 + 0.07 * Math.sin((x / width) * Math.PI * 2 * waves + phase));
    for (let y = Math.max(0, Math.floor(ridge)); y < height; y++) blend(x, y, hill, 0.75);
  }

  return pixels;
}
