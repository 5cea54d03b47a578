import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('keeps at most its capacity, dropping the longest unused first', () => {
    const map = new BoundedMap<string, number>(3);
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) map.set(key, index);
    expect(map.size).toBe(3);
    expect(map.get('a')).toBeUndefined();
    expect([map.get('b'), map.get('c'), map.get('d')]).toEqual([1, 2, 3]);
  });

  it('counts a read or a write as a use', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3]);
    map.set('a', 10);
    map.set('d', 4);
    expect([map.get('a'), map.get('c'), map.get('d')]).toEqual([10, undefined, 4]);
  });

  it('deletes and clears', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.delete('a');
    expect([map.get('a'), map.size]).toEqual([undefined, 1]);
    map.clear();
    expect(map.size).toBe(0);
  });
});
