import { describe, expect, it } from 'vitest';
import { parseId, parsePage, parseQuery, parseSearchKind } from './params';

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

describe('parseQuery', () => {
  it('reads the first value, with its spaces collapsed', () => {
    expect(parseQuery('  digital   school ')).toBe('digital school');
    expect(parseQuery(['first', 'second'])).toBe('first');
    expect(parseQuery(undefined)).toBe('');
    expect(parseQuery('   ')).toBe('');
  });

  it('cuts a query longer than the box holds', () => {
    expect(parseQuery('a'.repeat(150))).toHaveLength(100);
    expect(parseQuery(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });
});

describe('parseSearchKind', () => {
  it('reads the first value when it names a kind of result', () => {
    expect(parseSearchKind('news')).toBe('news');
    expect(parseSearchKind(['competition', 'news'])).toBe('competition');
  });

  it.each([undefined, '', 'junk', 'News', ' news', ['junk', 'news']])('reads %j as every kind', (value) => {
    expect(parseSearchKind(value)).toBeNull();
  });
});
