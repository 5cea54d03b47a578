import { describe, expect, it } from 'vitest';
import { initiallyOpen, toggleItem } from './accordion-state';

describe('initiallyOpen', () => {
  it('opens the default item, or none', () => {
    expect(initiallyOpen(7)).toEqual([7]);
    expect(initiallyOpen('a')).toEqual(['a']);
    expect(initiallyOpen(undefined)).toEqual([]);
  });

  it('treats 0 and the empty string as ids, not as “no default”', () => {
    expect(initiallyOpen(0)).toEqual([0]);
    expect(initiallyOpen('')).toEqual(['']);
  });
});

describe('toggleItem', () => {
  it('keeps one item open at a time by default', () => {
    expect(toggleItem([], 1, false)).toEqual([1]);
    expect(toggleItem([1], 2, false)).toEqual([2]);
  });

  it('closes the open item', () => {
    expect(toggleItem([1], 1, false)).toEqual([]);
  });

  it('opens several items when allowed, and closes only the one toggled', () => {
    expect(toggleItem([1], 2, true)).toEqual([1, 2]);
    expect(toggleItem([1, 2, 3], 2, true)).toEqual([1, 3]);
  });

  it('does not change the list it is given', () => {
    const open = [1];
    toggleItem(open, 2, true);
    expect(open).toEqual([1]);
  });
});
