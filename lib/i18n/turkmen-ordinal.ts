/**
 * Turkmen writes an ordinal as the number and a suffix in vowel harmony with the last vowel
 * of the number's last word: 1-nji (bir), 6-njy (alty), 10-njy (on), 20-nji (ýigrimi),
 * 100-nji (ýüz). The messages choose the suffix with `{harmony, select, back {…} other {…}}`;
 * this says which harmony a number has. (CLDR's Turkmen ordinal rule, `n % 10 = 6,9 or
 * n = 10`, misses the tens with back vowels: 30 otuz, 40 kyrk, 60 altmyş, 90 togsan.)
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
