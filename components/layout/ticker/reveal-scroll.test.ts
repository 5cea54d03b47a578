import { describe, expect, it } from 'vitest';
import { revealScroll } from './reveal-scroll';

const VIEW = 300;
const base = { view: VIEW, scroll: 0, maxScroll: 2000, margin: 8 };

describe('revealScroll', () => {
  it('leaves an item already whole in view where it is', () => {
    expect(revealScroll({ ...base, scroll: 100, item: { start: 150, size: 100 } })).toBe(100);
  });

  it('brings an item cut at the end in, its end (and margin) at the view’s end', () => {
    expect(revealScroll({ ...base, scroll: 100, item: { start: 350, size: 100 } })).toBe(350 + 100 + 8 - VIEW);
  });

  it('brings an item cut at the start in, its start (and margin) at the view’s start', () => {
    expect(revealScroll({ ...base, scroll: 400, item: { start: 350, size: 100 } })).toBe(342);
  });

  it('brings an item wholly out of view to the nearer edge', () => {
    expect(revealScroll({ ...base, scroll: 0, item: { start: 1000, size: 200 } })).toBe(1000 + 200 + 8 - VIEW);
    expect(revealScroll({ ...base, scroll: 1500, item: { start: 100, size: 200 } })).toBe(92);
  });

  it('shows the start of an item longer than the view, not its middle', () => {
    expect(revealScroll({ ...base, scroll: 900, item: { start: 1000, size: 500 } })).toBe(992);
    expect(revealScroll({ ...base, scroll: 0, item: { start: 1000, size: 500 } })).toBe(992);
  });

  it('counts the margin: an item that fits only without it is shown from its start', () => {
    expect(revealScroll({ ...base, scroll: 0, item: { start: 500, size: VIEW - 4 } })).toBe(492);
  });

  it('never scrolls before the start or past the end', () => {
    expect(revealScroll({ ...base, scroll: 50, item: { start: 2, size: 100 } })).toBe(0);
    expect(revealScroll({ ...base, maxScroll: 1800, item: { start: 2050, size: 100 } })).toBe(1800);
    expect(revealScroll({ ...base, maxScroll: 0, item: { start: 10, size: 100 } })).toBe(0);
  });
});
