import { describe, expect, it } from 'vitest';
import { BoundedMap } from '@/lib/cache/bounded-map';
import { madeUpPagesKept, type MadeUpPage } from '@/lib/cache/made-up-memory';
import { packPage } from '@/lib/cache/packed-page';
import { cachedPagePath, decodeSearchQuery } from '@/lib/routes';
import {
  MADE_ONCE_SEGMENT,
  SEARCH_RESULTS_PATH,
  SEARCHES_REMEMBERED,
  searchesAsked,
  searchResultsPathToMake,
} from './first-asks';

const keptPath = (query: Record<string, string>) => `/en${cachedPagePath('/search', new URLSearchParams(query))}`;
const twinOf = (kept: string) => kept.replace(/^\/(\w+)\/search\//, `/$1/search/${MADE_ONCE_SEGMENT}/`);
/** No page kept in memory: what the made-up pages hold is counted apart. */
const noPagesKept = () => new BoundedMap<string, MadeUpPage>(1);

describe('searchResultsPathToMake', () => {
  it("makes a query's first ask at its twin for one request, and from its second ask at the kept path", () => {
    const asked = new BoundedMap<string, true>(SEARCHES_REMEMBERED);
    const kept = keptPath({ q: 'robotics club' });
    expect(kept).toMatch(/^\/en\/search\/[\w-]+\/1$/);
    const twin = twinOf(kept);
    expect(searchResultsPathToMake(kept, asked, noPagesKept())).toBe(twin);
    expect(searchResultsPathToMake(kept, asked, noPagesKept())).toBe(kept);
    expect(searchResultsPathToMake(kept, asked, noPagesKept())).toBe(kept);
  });

  it('counts each page, kind and language of a query apart', () => {
    const asked = new BoundedMap<string, true>(SEARCHES_REMEMBERED);
    const first = keptPath({ q: 'robotics' });
    searchResultsPathToMake(first, asked, noPagesKept());
    const others = [
      keptPath({ q: 'robotics', page: '2' }),
      keptPath({ q: 'robotics', kind: 'news' }),
      first.replace(/^\/en\//, '/ru/'),
    ];
    expect(others[1]).toMatch(/\/1\/news$/);
    for (const other of others) {
      const [, locale, , ...rest] = other.split('/');
      expect(searchResultsPathToMake(other, asked, noPagesKept())).toBe(
        `/${locale}/search/${MADE_ONCE_SEGMENT}/${rest.join('/')}`,
      );
    }
  });

  it(`remembers at most ${SEARCHES_REMEMBERED} queries, the longest unused forgotten first`, () => {
    const asked = new BoundedMap<string, true>(SEARCHES_REMEMBERED);
    const path = (query: number) => `/en/search/${query}/1`;
    const pagesKept = noPagesKept();
    for (let query = 0; query <= SEARCHES_REMEMBERED; query += 1)
      searchResultsPathToMake(path(query), asked, pagesKept);
    expect(asked.size).toBe(SEARCHES_REMEMBERED);
    expect(searchResultsPathToMake(path(SEARCHES_REMEMBERED), asked, pagesKept)).toBe(path(SEARCHES_REMEMBERED));
    // The first was forgotten: it is a first ask again.
    expect(searchResultsPathToMake(path(0), asked, pagesKept)).toBe(`/en/search/${MADE_ONCE_SEGMENT}/0/1`);
  });

  it("serves a query forgotten among a bot's many from the kept path while its page is still kept", () => {
    const asked = new BoundedMap<string, true>(SEARCHES_REMEMBERED);
    const pagesKept = noPagesKept();
    const popular = keptPath({ q: 'olympiad' });
    pagesKept.set(popular, { lastModified: Date.now(), packed: packPage({ kind: 'APP_PAGE', html: '<p>kept</p>' }) });
    for (let query = 0; query < SEARCHES_REMEMBERED; query += 1) {
      searchResultsPathToMake(keptPath({ q: `bot ${query}` }), asked, pagesKept);
    }
    expect(searchResultsPathToMake(popular, asked, pagesKept)).toBe(popular);
    // Remembered as asked again, so that it stays kept once its page is dropped from memory.
    pagesKept.clear();
    expect(searchResultsPathToMake(popular, asked, pagesKept)).toBe(popular);
    expect(searchResultsPathToMake(keptPath({ q: 'never asked' }), asked, pagesKept)).toBe(
      twinOf(keptPath({ q: 'never asked' })),
    );
  });

  it(`remembers, for the proxy, the pages of results ${SEARCHES_REMEMBERED} asked for last, and looks into the made-up pages kept`, () => {
    expect(searchesAsked().capacity).toBe(SEARCHES_REMEMBERED);
    const kept = keptPath({ q: 'first-asks.test.ts: asked of the process-wide memory' });
    expect(searchResultsPathToMake(kept)).toBe(twinOf(kept));
    expect(searchResultsPathToMake(kept)).toBe(kept);
    const keptInMemory = keptPath({ q: 'first-asks.test.ts: kept by the made-up pages' });
    madeUpPagesKept().set(keptInMemory, { lastModified: Date.now(), packed: packPage({ kind: 'APP_PAGE' }) });
    expect(searchResultsPathToMake(keptInMemory)).toBe(keptInMemory);
  });
});

describe('the internal paths of search results', () => {
  it("name no query by the twin's segment, so that the routes cannot meet", () => {
    expect(decodeSearchQuery(MADE_ONCE_SEGMENT)).toBeUndefined();
  });

  it('are both matched by SEARCH_RESULTS_PATH, which proxy.ts answers 404 at and the page cache keeps apart', () => {
    const kept = keptPath({ q: 'mekdep' });
    expect(kept).toMatch(SEARCH_RESULTS_PATH);
    expect(searchResultsPathToMake(kept, new BoundedMap(1), noPagesKept())).toMatch(SEARCH_RESULTS_PATH);
    expect('/en/search').not.toMatch(SEARCH_RESULTS_PATH);
    expect('/en/news/2').not.toMatch(SEARCH_RESULTS_PATH);
  });
});
