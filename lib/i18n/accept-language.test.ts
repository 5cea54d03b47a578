import { describe, expect, it } from 'vitest';
import { turkmenRangesAsTm } from './accept-language';

describe('turkmenRangesAsTm', () => {
  it('renames Turkmen ranges and keeps their weights', () => {
    expect(turkmenRangesAsTm('tk')).toBe('tm');
    expect(turkmenRangesAsTm('tk-TM,tk;q=0.9,ru;q=0.8')).toBe('tm, tm;q=0.9, ru;q=0.8');
  });

  it('leaves other languages alone, including ones that start with tk', () => {
    expect(turkmenRangesAsTm('en-US,en;q=0.9')).toBe('en-US, en;q=0.9');
    expect(turkmenRangesAsTm('tkl;q=0.5')).toBe('tkl;q=0.5');
  });
});
