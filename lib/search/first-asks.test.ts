import { describe, expect, it } from 'vitest';
import { cachedPagePath } from '@/lib/routes';
import { FIRST_ASKS_HELD, SEARCH_RESULTS_PATH, SEARCHES_REMEMBERED, searchFirstAsks } from './first-asks';

describe("a search's first asks", () => {
  it(`remember the last ${SEARCHES_REMEMBERED} pages of results asked for, and hold the last ${FIRST_ASKS_HELD} made, once in a process`, () => {
    const firstAsks = searchFirstAsks();
    expect(firstAsks.asked.capacity).toBe(SEARCHES_REMEMBERED);
    expect(firstAsks.held.capacity).toBe(FIRST_ASKS_HELD);
    expect(searchFirstAsks()).toBe(firstAsks);
  });
});

describe('the internal path of search results', () => {
  it('is matched by SEARCH_RESULTS_PATH, which proxy.ts answers 404 at and the page cache keeps apart', () => {
    const queries: Record<string, string>[] = [
      { q: 'mekdep' },
      { q: 'mekdep', page: '2' },
      { q: 'mekdep', kind: 'news' },
    ];
    for (const query of queries) {
      expect(`/en${cachedPagePath('/search', new URLSearchParams(query))}`).toMatch(SEARCH_RESULTS_PATH);
    }
    expect('/en/search').not.toMatch(SEARCH_RESULTS_PATH);
    expect('/en/news/2').not.toMatch(SEARCH_RESULTS_PATH);
  });
});
