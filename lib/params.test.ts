import { describe, expect, it } from 'vitest';
import { parseId, parsePage } from './params';

describe('parseId', () => {
  it('accepts positive decimal integers', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
  });

  it.each(['0', '-1', '+1', '01', '1.5', '1e3', 'abc', '', ' 1', '42abc', '0x10', '99999999999999999999', '١٢'])(
    'rejects %j',
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );
});

describe('parsePage', () => {
  it('reads a missing page as the first', () => {
    expect(parsePage(undefined)).toBe(1);
  });

  it('accepts a positive integer', () => {
    expect(parsePage('3')).toBe(3);
  });

  it.each(['0', '-2', '2.0', 'two', '', '02'])('rejects %j', (value) => {
    expect(parsePage(value)).toBeNull();
  });

  it("reads the one segment of a paged list's internal path", () => {
    expect(parsePage(['4'])).toBe(4);
  });

  it.each([[['2', '3']], [[]], [['x']]])('rejects the segments %j', (value) => {
    expect(parsePage(value)).toBeNull();
  });
});
