import { describe, expect, it } from 'vitest';
import { turkmenRangesAsTm } from './accept-language';

describe('turkmenRangesAsTm', () => {
  it.each([
    ['tk', 'tm'],
    ['tk-TM,tk;q=0.9,ru;q=0.8', 'tm, tm;q=0.9, ru;q=0.8'],
  ])('renames Turkmen ranges and keeps their weights: %s', (header, renamed) => {
    expect(turkmenRangesAsTm(header)).toBe(renamed);
  });

  it.each([
    ['en-US,en;q=0.9', 'en-US, en;q=0.9'],
    ['tkl;q=0.5', 'tkl;q=0.5'],
  ])('leaves other languages alone, including ones that start with tk: %s', (header, kept) => {
    expect(turkmenRangesAsTm(header)).toBe(kept);
  });
});
