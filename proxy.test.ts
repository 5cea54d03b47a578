import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { routing } from './lib/i18n/routing';
import { cachedPagePath } from './lib/routes';
import proxy, { config } from './proxy';

const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('the proxy runs', () => {
  it.each([
    '/',
    '/news',
    '/news-details/3',
    '/english',
    '/tk/news',
    '/en/news?page=2',
    '/ru/branches/all?page=3',
    '/tm/search?q=mekdep',
    '/ru/search?q=x&page=2',
    '/tm/search/bWVrZGVw/1',
    '/tm/search/once/bWVrZGVw/1',
    '/en/%E0%A4%A',
    '/competitions.ics',
    '/competition-details/1002/calendar.ics',
    '/news/rss.xml',
    '/article/rss.xml',
  ])('for %s', (url) => {
    expect(runsFor(url)).toBe(true);
  });
});

describe('the proxy leaves Next alone', () => {
  it.each([
    '/en',
    '/tm/news',
    '/ru/news-details/3',
    '/en/news?page=',
    '/en/search',
    '/en/search?q=',
    '/api/health',
    '/robots.txt',
    '/en/news/rss.xml',
    '/en/competitions.ics',
    '/tm/competition-details/1002/calendar.ics',
    '/other.ics',
    '/_next/static/chunks/%5Broot%5D.js',
    '/_next/image?url=x&page=2',
  ])('for %s', (url) => {
    expect(runsFor(url)).toBe(false);
  });
});

describe("the proxy's matcher", () => {
  // Next reads the matcher without running the module, so it spells the locales out.
  const matcher = JSON.stringify(config.matcher);

  it('names as a locale prefix exactly the locales of lib/i18n/routing.ts', () => {
    const prefixes = matcher.match(/"source":"\/\(([^)]*)\)\/:path\*"/)?.[1]?.split('|');
    expect(prefixes?.toSorted()).toEqual(routing.locales.toSorted());
  });

  it('names as the locales of a search exactly the locales of lib/i18n/routing.ts', () => {
    const locales = matcher.match(/"source":"\/\(([^)]*)\)\/search"/)?.[1]?.split('|');
    expect(locales?.toSorted()).toEqual(routing.locales.toSorted());
  });

  it("names as the locales of search results' internal path exactly the locales of lib/i18n/routing.ts", () => {
    const locales = matcher.match(/"\/\(([^)]*)\)\/search\/:path\+"/)?.[1]?.split('|');
    expect(locales?.toSorted()).toEqual(routing.locales.toSorted());
  });

  it('excludes from paths without a locale exactly the locales of lib/i18n/routing.ts', () => {
    const excluded = [...matcher.matchAll(/[|(!](\w+)\(\?:\/\|\$\)/g)].map(([, locale]) => locale);
    expect(excluded.toSorted()).toEqual(routing.locales.toSorted());
  });
});

describe('a search through the proxy', () => {
  const ORIGIN = 'http://localhost';
  const rewrittenTo = (address: string) =>
    proxy(new NextRequest(`${ORIGIN}${address}`))
      .headers.get('x-middleware-rewrite')
      ?.replace(ORIGIN, '');

  it("is made at its twin for a query's first ask and at its kept path from its second", () => {
    const query = 'proxy.test.ts: a query asked twice';
    const kept = `/ru${cachedPagePath('/search', new URLSearchParams({ q: query }))}`;
    const address = `/ru/search?q=${encodeURIComponent(query)}`;
    expect(rewrittenTo(address)).toBe(kept.replace('/ru/search/', '/ru/search/once/'));
    expect(rewrittenTo(address)).toBe(kept);
    // Its path's letters percent-encoded, it is the same search.
    expect(rewrittenTo(`/ru/%73earch?q=${encodeURIComponent(query)}`)).toBe(kept);
  });

  it('answers 404 at the internal paths of results, asked for directly, percent-encoded or not', () => {
    const segment = Buffer.from('olympiad').toString('base64url');
    for (const path of [
      `/en/search/${segment}/1`,
      `/en/search/once/${segment}/1`,
      `/en/%73earch/once/${segment}/1`,
      `/%65n/search/${segment}/1`,
      `/tm/search/%6Fnce/${segment}/2/news`,
    ]) {
      expect(rewrittenTo(path), path).toMatch(/^\/(en|tm)\/not-found$/);
    }
  });
});
