/**
 * The vowel harmony of a Turkmen ordinal's suffix (1-nji, 6-njy), for the messages' `select`.
 * CLDR's rule (`n % 10 = 6,9 or n = 10`) misses the back-vowel tens: 30 otuz, 40 kyrk, 60 altmyş.
 */
export type TurkmenHarmony = 'back' | 'front';

// By the last vowel of the word: nol, bir, iki, üç, dört, bäş, alty, ýedi, sekiz, dokuz …
const UNITS: readonly TurkmenHarmony[] = [
  'back',
  'front',
  'front',
  'front',
  'front',
  'front',
  'back',
  'front',
  'front',
  'back',
];
// … and of the tens: on, ýigrimi, otuz, kyrk, elli, altmyş, ýetmiş, segsen, togsan.
const TENS: readonly TurkmenHarmony[] = ['back', 'front', 'back', 'back', 'front', 'back', 'front', 'front', 'back'];

export function turkmenOrdinalHarmony(value: number): TurkmenHarmony {
  const n = Math.abs(Math.trunc(value));
  if (n === 0 || n % 10 !== 0) return UNITS[n % 10]!;
  if (n % 100 !== 0) return TENS[(n % 100) / 10 - 1]!;
  // ýüz and müň are front; million and milliard back.
  return n % 1_000_000 !== 0 ? 'front' : 'back';
}
