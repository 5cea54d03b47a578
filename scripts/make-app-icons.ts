/**
 * Draws the installed site's icons from the logo (public/brand/logo.svg) into public/icons:
 * 192 and 512 px, and a 512 px maskable one whose logo sits inside the safe circle on white.
 * Run once by hand (`node scripts/make-app-icons.ts`) when the logo changes; the PNGs are committed.
 */
import path from 'node:path';
import sharp from 'sharp';
import { PALETTE } from '../lib/palette.ts';

const root = path.resolve(import.meta.dirname, '..');
const logo = path.join(root, 'public/brand/logo.svg');
const out = (name: string) => path.join(root, 'public/icons', name);

for (const size of [192, 512]) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(out(`app-${size}.png`));
}

// A maskable icon is cut to a circle of 80% of its width: the logo is drawn at 70%.
const MASKABLE = 512;
const inner = Math.round(MASKABLE * 0.7);
await sharp({ create: { width: MASKABLE, height: MASKABLE, channels: 4, background: PALETTE.surface } })
  .composite([
    {
      input: await sharp(logo, { density: (72 * inner) / 64 })
        .resize(inner, inner)
        .png()
        .toBuffer(),
      gravity: 'center',
    },
  ])
  .png()
  .toFile(out('app-maskable-512.png'));
