import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import tm from '@/messages/tm.json';
import { turkmenOrdinalHarmony } from './turkmen-ordinal';

describe('turkmenOrdinalHarmony', () => {
  // The number, its ordinal written out, and the suffix after the digits.
  it.each([
    [1, 'birinji', '1-nji'],
    [2, 'ikinji', '2-nji'],
    [3, 'üçünji', '3-nji'],
    [4, 'dördünji', '4-nji'],
    [5, 'bäşinji', '5-nji'],
    [6, 'altynjy', '6-njy'],
    [7, 'ýedinji', '7-nji'],
    [8, 'sekizinji', '8-nji'],
    [9, 'dokuzynjy', '9-njy'],
    [10, 'onunjy', '10-njy'],
    [11, 'on birinji', '11-nji'],
    [16, 'on altynjy', '16-njy'],
    [19, 'on dokuzynjy', '19-njy'],
    [20, 'ýigriminji', '20-nji'],
    [21, 'ýigrimi birinji', '21-nji'],
    [30, 'otuzynjy', '30-njy'],
    [40, 'kyrkynjy', '40-njy'],
    [50, 'ellinji', '50-nji'],
    [60, 'altmyşynjy', '60-njy'],
    [70, 'ýetmişinji', '70-nji'],
    [80, 'segseninji', '80-nji'],
    [90, 'togsanynjy', '90-njy'],
    [100, 'ýüzünji', '100-nji'],
    [110, 'ýüz onunjy', '110-njy'],
    [200, 'iki ýüzünji', '200-nji'],
    [1000, 'müňünji', '1000-nji'],
    [2026, 'iki müň ýigrimi altynjy', '2026-njy'],
    [1_000_000, 'millionynjy', '1000000-njy'],
  ])('%i is %s, %s', (value, _word, written) => {
    expect(`${value}-${turkmenOrdinalHarmony(value) === 'back' ? 'njy' : 'nji'}`).toBe(written);
  });
});

describe('the Turkmen messages with ordinals', () => {
  const pager = createTranslator({ locale: 'tm', messages: tm, namespace: 'Pager' });
  const photos = createTranslator({ locale: 'tm', messages: tm, namespace: 'Photos' });

  it.each([
    [2, '2-nji sahypa'],
    [6, '6-njy sahypa'],
    [10, '10-njy sahypa'],
    [20, '20-nji sahypa'],
    [30, '30-njy sahypa'],
  ])('names page %i "%s"', (page, label) => {
    expect(pager('page', { page, harmony: turkmenOrdinalHarmony(page) })).toBe(label);
    expect(pager('currentPage', { page, harmony: turkmenOrdinalHarmony(page) })).toBe(`${label}, häzirki`);
  });

  it.each([
    [3, '8 suratdan 3-njisini aç'],
    [6, '8 suratdan 6-njysyny aç'],
  ])('opens photo %i with "%s"', (index, label) => {
    expect(photos('openPhoto', { index, count: 8, harmony: turkmenOrdinalHarmony(index) })).toBe(label);
  });
});
