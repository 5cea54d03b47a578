import { describe, expect, it } from 'vitest';
import { otherItems } from './sidebar';

const items = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id }));

describe('otherItems', () => {
  it('leaves out the current item and keeps the order', () => {
    expect(otherItems(items, 3, 6).map((item) => item.id)).toEqual([1, 2, 4, 5, 6, 7]);
  });

  it('takes the first items when the current one is not among them', () => {
    expect(otherItems(items, 99, 6).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('returns fewer when there are not enough', () => {
    expect(otherItems(items.slice(0, 2), 1, 6).map((item) => item.id)).toEqual([2]);
  });
});
