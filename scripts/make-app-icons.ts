/**
 * Draws the installed site's icons from the logo (public/brand/logo.svg) into public/icons:
 * 192 and 512 px, a 512 px maskable one whose logo sits inside the safe circle on white, and
 * Apple's 180 px touch icon on white (iOS draws transparency black); and public/favicon.ico
 * (16 and 32 px), for what asks for /favicon.ico without reading the page (feed readers,
 * bookmarks, old browsers). Run once by hand (`node scripts/make-app-icons.ts`) when the logo
 * changes; the files are committed.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PALETTE } from '../lib/palette.ts';

const root = path.resolve(import.meta.dirname, '..');
const logo = path.join(root, 'public/brand/logo.svg');
const out = (name: string) => path.join(root, 'public/icons', name);

/** The logo drawn at `size` px, as a PNG with its transparency. */
const logoAt = (size: number) =>
  sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toBuffer();

/** The logo drawn at `size` px, centred on the site's surface colour at `box` px. */
async function logoOnSurface(box: number, size: number): Promise<Buffer> {
  return sharp({ create: { width: box, height: box, channels: 4, background: PALETTE.surface } })
    .composite([{ input: await logoAt(size), gravity: 'center' }])
    .png()
    .toBuffer();
}

for (const size of [192, 512]) await sharp(await logoAt(size)).toFile(out(`app-${size}.png`));

// A maskable icon is cut to a circle of 80% of its width: the logo is drawn at 70%.
const MASKABLE = 512;
await sharp(await logoOnSurface(MASKABLE, Math.round(MASKABLE * 0.7))).toFile(out('app-maskable-512.png'));

// Apple's touch icon: its corners are rounded by the device, so the logo keeps a margin.
await sharp(await logoOnSurface(180, 150))
  .flatten({ background: PALETTE.surface })
  .png()
  .toFile(out('apple-touch-icon.png'));

/**
 * An ICO file of PNG images (Windows Vista's form, which every browser reads): a header, one
 * entry of 16 bytes per image, then the images.
 */
function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const favicons = await Promise.all([16, 32].map(async (size) => ({ size, png: await logoAt(size) })));
await writeFile(path.join(root, 'public/favicon.ico'), icoOf(favicons));
