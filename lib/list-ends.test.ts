import { describe, expect, it } from 'vitest';
import { listEnds } from './list-ends';

describe('listEnds', () => {
  it('knows a list’s last page from its latest answer, for as long as it is fresh', () => {
    let clock = 0;
    const ends = listEnds(60_000, 10, () => clock);
    expect(ends.knownLast('news:en')).toBeUndefined();
    ends.learn('news:en', 3);
    expect(ends.knownLast('news:en')).toBe(3);
    expect(ends.knownLast('news:ru')).toBeUndefined();
    clock = 59_999;
    expect(ends.knownLast('news:en')).toBe(3);
    clock = 60_000;
    expect(ends.knownLast('news:en')).toBeUndefined();
  });

  it('takes the newest count, so a list that grew is seen at its next answer', () => {
    const ends = listEnds(60_000);
    ends.learn('news:en', 3);
    ends.learn('news:en', 4);
    expect(ends.knownLast('news:en')).toBe(4);
  });

  it('keeps at most `capacity` lists, forgetting the one learnt longest ago', () => {
    const ends = listEnds(60_000, 2);
    ends.learn('a', 1);
    ends.learn('b', 2);
    ends.learn('a', 1);
    ends.learn('c', 3);
    expect([ends.knownLast('a'), ends.knownLast('b'), ends.knownLast('c')]).toEqual([1, undefined, 3]);
  });

  it('forgets every end after the revalidation hook', () => {
    const ends = listEnds(60_000);
    ends.learn('news:en', 3);
    ends.forget();
    expect(ends.knownLast('news:en')).toBeUndefined();
  });
});
