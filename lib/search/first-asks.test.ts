import { describe, expect, it } from 'vitest';
import { BoundedMap } from '@/lib/cache/bounded-map';
import { cachedPagePath, decodeSearchQuery } from '@/lib/routes';
import { MADE_ONCE_SEGMENT, SEARCH_RESULTS_PATH, SEARCHES_REMEMBERED, searchResultsPathToMake } from './first-asks';

const keptPath = (query: Record<string, string>) => `/en${cachedPagePath('/search', new URLSearchParams(query))}`;

describe('searchResultsPathToMake', () => {
  it("makes a query's first ask at its twin for one request, and from its second ask at the kept path", () => {
    const asked = new BoundedMap<string, true>(SEARCHES_REMEMBERED);
    const kept = keptPath({ q: 'robotics club' });
    expect(kept).toMatch(/^\/en\/search\/[\w-]+\/1$/);
    const twin = kept.replace('/en/search/', `/en/search/${MADE_ONCE_SEGMENT}/`);
    expect(searchResultsPathToMake(kept, asked)).toBe(twin);
    expect(searchResultsPathToMake(kept, asked)).toBe(kept);
    expect(searchResultsPathToMake(kept, asked)).toBe(kept);
  });

  it('counts each page, kind and language of a query apart', () => {
    const asked = new BoundedMap<string, true>(SEARCHES_REMEMBERED);
    const first = keptPath({ q: 'robotics' });
    searchResultsPathToMake(first, asked);
    const others = [
      keptPath({ q: 'robotics', page: '2' }),
      keptPath({ q: 'robotics', kind: 'news' }),
      first.replace(/^\/en\//, '/ru/'),
    ];
    expect(others[1]).toMatch(/\/1\/news$/);
    for (const other of others) {
      const [, locale, , ...rest] = other.split('/');
      expect(searchResultsPathToMake(other, asked)).toBe(`/${locale}/search/${MADE_ONCE_SEGMENT}/${rest.join('/')}`);
    }
  });

  it(`remembers at most ${SEARCHES_REMEMBERED} queries, the longest unused forgotten first`, () => {
    const asked = new BoundedMap<string, true>(SEARCHES_REMEMBERED);
    const path = (query: number) => `/en/search/${query}/1`;
    for (let query = 0; query <= SEARCHES_REMEMBERED; query += 1) searchResultsPathToMake(path(query), asked);
    expect(asked.size).toBe(SEARCHES_REMEMBERED);
    expect(searchResultsPathToMake(path(SEARCHES_REMEMBERED), asked)).toBe(path(SEARCHES_REMEMBERED));
    // The first was forgotten: it is a first ask again.
    expect(searchResultsPathToMake(path(0), asked)).toBe(`/en/search/${MADE_ONCE_SEGMENT}/0/1`);
  });
});

describe('the internal paths of search results', () => {
  it("name no query by the twin's segment, so that the routes cannot meet", () => {
    expect(decodeSearchQuery(MADE_ONCE_SEGMENT)).toBeUndefined();
  });

  it('are both matched by SEARCH_RESULTS_PATH, which proxy.ts answers 404 at and the page cache keeps apart', () => {
    const kept = keptPath({ q: 'mekdep' });
    expect(kept).toMatch(SEARCH_RESULTS_PATH);
    expect(searchResultsPathToMake(kept, new BoundedMap(1))).toMatch(SEARCH_RESULTS_PATH);
    expect('/en/search').not.toMatch(SEARCH_RESULTS_PATH);
    expect('/en/news/2').not.toMatch(SEARCH_RESULTS_PATH);
  });
});
