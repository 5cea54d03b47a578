/**
 * Draws public/og-default.png, the picture link previews show for pages without one of
 * their own: the logo's open book on the brand gradient, 1200x630. Run once by hand
 * (`node scripts/make-og-image.ts`) when the brand changes; the PNG is committed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodePng } from '../demo-upstream/png.ts';

const WIDTH = 1200;
const HEIGHT = 630;
const BRAND_DARK = [7, 63, 97];
const BRAND = [11, 90, 138];
const PAGE = [255, 255, 255];
const PAGE_SHADE = [230, 241, 248];
const GOLD = [255, 191, 71];

const rgb = new Uint8Array(WIDTH * HEIGHT * 3);
const paint = (x: number, y: number, color: number[]) => rgb.set(color, (y * WIDTH + x) * 3);

for (let y = 0; y < HEIGHT; y += 1) {
  for (let x = 0; x < WIDTH; x += 1) {
    const t = (x / WIDTH + y / HEIGHT) / 2;
    paint(
      x,
      y,
      BRAND_DARK.map((dark, i) => Math.round(dark + (BRAND[i]! - dark) * t)),
    );
  }
}

// Two pages of an open book, each a quadrilateral whose top and bottom edges curve gently.
const centre = WIDTH / 2;
for (let y = 180; y < 470; y += 1) {
  for (let x = centre - 260; x < centre + 260; x += 1) {
    const fromSpine = Math.abs(x - centre) / 260;
    const sag = 30 * fromSpine;
    if (y < 200 + sag || y > 450 + sag * 0.4) continue;
    paint(x, y, x < centre ? PAGE : PAGE_SHADE);
  }
}
// Three gold stars above the book, as in the logo.
for (const [cx, cy] of [
  [centre - 120, 120],
  [centre, 95],
  [centre + 120, 120],
] as const) {
  for (let y = cy - 14; y <= cy + 14; y += 1) {
    for (let x = cx - 14; x <= cx + 14; x += 1) {
      if ((x - cx) ** 2 + (y - cy) ** 2 <= 196) paint(x, y, GOLD);
    }
  }
}

const target = path.join(import.meta.dirname, '..', 'public', 'og-default.png');
writeFileSync(target, encodePng(WIDTH, HEIGHT, rgb));
console.log(`wrote ${target}`);
