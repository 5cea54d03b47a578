import { describe, expect, it } from 'vitest';
import { pageCount, pagerItems, type PagerItem } from './pager';

/** `[1, '…', 4, 5, (6), 7, 8, '…', 20]` reads better in a test than the item objects. */
function shape(items: PagerItem[]): (number | string)[] {
  return items.map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `(${item.page})` : item.page));
}

describe('pagerItems', () => {
  it('shows a single page alone', () => {
    expect(shape(pagerItems(1, 1))).toEqual(['(1)']);
  });

  it('shows every page when they all fall within two of the current one', () => {
    expect(shape(pagerItems(3, 5))).toEqual([1, 2, '(3)', 4, 5]);
  });

  it('puts an ellipsis between the first page and a far current page', () => {
    expect(shape(pagerItems(1, 20))).toEqual(['(1)', 2, 3, '…', 20]);
    expect(shape(pagerItems(20, 20))).toEqual([1, '…', 18, 19, '(20)']);
  });

  it('shows first, last and two either side of the current page, with ellipses', () => {
    expect(shape(pagerItems(10, 20))).toEqual([1, '…', 8, 9, '(10)', 11, 12, '…', 20]);
  });

  it('leaves out the ellipsis when the gap is no gap', () => {
    expect(shape(pagerItems(4, 8))).toEqual([1, 2, 3, '(4)', 5, 6, '…', 8]);
  });

  it('gives each ellipsis its own key', () => {
    const keys = pagerItems(10, 20).flatMap((item) => (item.type === 'ellipsis' ? [item.key] : []));
    expect(new Set(keys).size).toBe(2);
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(0, 21)).toBe(1);
    expect(pageCount(21, 21)).toBe(1);
    expect(pageCount(22, 21)).toBe(2);
    expect(pageCount(50, 21)).toBe(3);
  });
});
