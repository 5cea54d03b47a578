import { describe, expect, it, vi } from 'vitest';
import { processWide } from './process-wide';

describe('processWide', () => {
  it('makes a value once and gives it to every copy of the module', async () => {
    const create = vi.fn(() => ({ made: 'once' }));
    const value = processWide('test.processWide', create);
    expect(processWide('test.processWide', create)).toBe(value);

    vi.resetModules();
    const copy = await import('./process-wide');
    expect(copy.processWide).not.toBe(processWide);
    expect(copy.processWide('test.processWide', create)).toBe(value);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps values of different names apart', () => {
    expect(processWide('test.first', () => 'first')).toBe('first');
    expect(processWide('test.second', () => 'second')).toBe('second');
  });
});
