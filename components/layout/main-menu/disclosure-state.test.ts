import { describe, expect, it } from 'vitest';
import { nextDisclosureState, type DisclosureEvent, type DisclosureState } from './disclosure-state';

const run = (events: DisclosureEvent[], from: DisclosureState = 'closed') => events.reduce(nextDisclosureState, from);

describe('nextDisclosureState', () => {
  it('opens on hover and closes when the pointer leaves', () => {
    expect(run(['pointerEnter'])).toBe('hovered');
    expect(run(['pointerEnter', 'pointerLeave'])).toBe('closed');
  });

  it('toggles open and closed by click or key', () => {
    expect(run(['toggle'])).toBe('pinned');
    expect(run(['toggle', 'toggle'])).toBe('closed');
  });

  it('keeps a dropdown opened by hover open when it is then clicked', () => {
    expect(run(['pointerEnter', 'toggle'])).toBe('pinned');
    expect(run(['pointerEnter', 'toggle', 'pointerLeave'])).toBe('pinned');
  });

  it('does not reopen a pinned dropdown on hover or close it when the pointer leaves', () => {
    expect(run(['pointerEnter'], 'pinned')).toBe('pinned');
    expect(run(['pointerLeave'], 'pinned')).toBe('pinned');
  });

  it('closes from any state on dismiss (Escape, click outside, focus leaving)', () => {
    for (const state of ['closed', 'hovered', 'pinned'] as const)
      expect(nextDisclosureState(state, 'dismiss')).toBe('closed');
  });
});
