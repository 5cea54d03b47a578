import { describe, expect, it } from 'vitest';
import {
  cachedPagePath,
  decodeSearchQuery,
  inLanguage,
  isSitePagePath,
  pagedHref,
  routes,
  searchHref,
  searchParameters,
} from './routes';

const pageQuery = (...pages: string[]) => new URLSearchParams(pages.map((page) => ['page', page]));

describe('cachedPagePath of a list', () => {
  it.each([
    [routes.news(), ['2'], '/news/2'],
    [routes.articles(), ['10'], '/article/10'],
    [routes.branches(), ['3'], '/branches/all/3'],
    [routes.offices(7), ['2'], '/offices/7/2'],
  ])('serves %s?page=%s from %s', (pathname, pages, internal) => {
    expect(cachedPagePath(pathname, pageQuery(...pages))).toBe(internal);
  });

  it('leaves a list without a page, and a page that is no list, alone', () => {
    expect(cachedPagePath(routes.news(), pageQuery())).toBeUndefined();
    expect(cachedPagePath(routes.news(), new URLSearchParams({ p: '2' }))).toBeUndefined();
    expect(cachedPagePath(routes.newsDetails(3), pageQuery('2'))).toBeUndefined();
    expect(cachedPagePath(routes.faq(), pageQuery('2'))).toBeUndefined();
    expect(cachedPagePath('/news/2', pageQuery('3'))).toBeUndefined();
  });

  it("serves a list's ?page=1 from the list's own entry, which the page cache already holds", () => {
    expect(cachedPagePath(routes.news(), pageQuery('1'))).toBeUndefined();
    expect(cachedPagePath(routes.offices(7), pageQuery('1'))).toBeUndefined();
  });

  it('names a page the list page reads as it is', () => {
    expect(cachedPagePath(routes.news(), pageQuery('7'))).toBe('/news/7');
    expect(cachedPagePath(routes.news(), pageQuery('120'))).toBe('/news/120');
  });

  it.each([[['2', '3']], [['']], [['..']], [['.']], [['a/b']], [['1e3']], [['2 ']], [['0']], [['007']], [['-1']]])(
    'names no page for %j',
    (pages) => {
      expect(cachedPagePath(routes.news(), pageQuery(...pages))).toBe('/news/invalid');
    },
  );
});

describe('cachedPagePath of a search', () => {
  const searched = (query: Record<string, string | string[]>) => {
    const params = new URLSearchParams();
    for (const [name, values] of Object.entries(query)) for (const value of [values].flat()) params.append(name, value);
    const internal = cachedPagePath(routes.search(), params);
    if (internal === undefined) return undefined;
    const [, search, segment, page] = internal.split('/');
    expect(search).toBe('search');
    return { query: decodeSearchQuery(segment!), page, segment };
  };

  it.each(['olympiad', 'digital school', 'образование', 'Şahamçalar', '..', '.', 'a/b?c#d', '%E0%A4%A', '🙂 x'])(
    'keeps %j in one segment that reads back as it',
    (query) => {
      const result = searched({ q: query });
      expect(result?.query).toBe(query);
      expect(result?.segment).toMatch(/^[\w-]+$/);
      expect(result?.page).toBe('1');
    },
  );

  it('keys on the query as it is read: spaces collapsed, the first value, cut at the box', () => {
    expect(searched({ q: '  digital   school ' })?.segment).toBe(searched({ q: 'digital school' })?.segment);
    expect(searched({ q: ['first', 'second'] })?.query).toBe('first');
    expect(searched({ q: 'a'.repeat(500) })?.query).toBe('a'.repeat(100));
  });

  it('passes the page on, an empty one as the first, junk as one segment', () => {
    expect(searched({ q: 'x', page: '2' })?.page).toBe('2');
    expect(searched({ q: 'x', page: '' })?.page).toBe('1');
    expect(searched({ q: 'x', page: ['2', '3'] })?.page).toBe('invalid');
    expect(searched({ q: 'x', page: '../..' })?.page).toBe('invalid');
  });

  it('keeps a search narrowed to a kind under its own path, and a kind that is none as every kind', () => {
    const path = (query: Record<string, string | string[]>) => {
      const params = new URLSearchParams();
      for (const [name, values] of Object.entries(query))
        for (const value of [values].flat()) params.append(name, value);
      return cachedPagePath(routes.search(), params);
    };
    const x = searched({ q: 'x' })!.segment;
    expect(path({ q: 'x', kind: 'news' })).toBe(`/search/${x}/1/news`);
    expect(path({ q: 'x', kind: 'competition', page: '3' })).toBe(`/search/${x}/3/competition`);
    expect(path({ q: 'x', kind: ['faq', 'news'] })).toBe(`/search/${x}/1/faq`);
    for (const kind of ['', 'junk', 'News', '../news', 'news/1'])
      expect(path({ q: 'x', kind }), kind).toBe(`/search/${x}/1`);
    expect(path({ kind: 'news' })).toBeUndefined();
  });

  it('leaves a search without a query to its own page', () => {
    expect(searched({})).toBeUndefined();
    expect(searched({ q: '   ', page: '2' })).toBeUndefined();
  });

  it.each(['', 'not base64!', 'ICB4', 'eA==', '_w', 'YWFh'.repeat(40)])('reads %j as no query of ours', (segment) => {
    expect(decodeSearchQuery(segment)).toBeUndefined();
  });
});

describe('isSitePagePath', () => {
  it('knows every page of the site by its first segment', () => {
    for (const path of [
      '/',
      '/contact',
      '/news',
      '/news-details/7',
      '/branches/all',
      '/digital/e-school',
      '/instructor-profile',
    ]) {
      expect(isSitePagePath(path), path).toBe(true);
    }
  });

  it('knows no other path', () => {
    for (const path of ['/media/a.pdf', '/en/contact', '/api/health', 'contact', '/contacts']) {
      expect(isSitePagePath(path), path).toBe(false);
    }
  });
});

describe('inLanguage', () => {
  it.each([
    ['/contact', '/ru/contact'],
    ['/', '/ru'],
    ['/news?page=2', '/ru/news?page=2'],
    ['/faq#answer-3', '/ru/faq#answer-3'],
    ['/services', '/ru/services'],
  ])('writes the page %s in the language of the page it is on: %s', (href, expected) => {
    expect(inLanguage(href, 'ru')).toBe(expected);
  });

  it.each([
    'https://example.org/contact',
    '//cdn.example/contact',
    '/en/contact',
    '/media/plan.pdf',
    'mailto:info@example.org',
    '#top',
  ])('leaves %s as it is', (href) => {
    expect(inLanguage(href, 'ru')).toBe(href);
  });
});

describe('pagedHref', () => {
  it('gives page 1 no page number, and keeps the rest of the query on every page', () => {
    expect(pagedHref('/news', 1)).toBe('/news');
    expect(pagedHref('/news', 3)).toBe('/news?page=3');
    expect(pagedHref('/search', 1, { q: 'şahamça & co' })).toBe('/search?q=%C5%9Faham%C3%A7a+%26+co');
    expect(pagedHref('/search', 2, { q: 'olympiad' })).toBe('/search?q=olympiad&page=2');
    expect(searchHref('olympiad')).toBe('/search?q=olympiad');
    expect(searchHref('olympiad school', 'news', 2)).toBe('/search?q=olympiad+school&kind=news&page=2');
    expect(searchParameters('olympiad', 'faq')).toEqual({ q: 'olympiad', kind: 'faq' });
  });
});
