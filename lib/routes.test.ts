import { describe, expect, it } from 'vitest';
import { inLanguage, isSitePagePath, listPagePath, pagedHref, routes } from './routes';

const pageQuery = (...pages: string[]) => new URLSearchParams(pages.map((page) => ['page', page]));

describe('listPagePath', () => {
  it.each([
    [routes.news(), ['2'], '/news/2'],
    [routes.articles(), ['10'], '/article/10'],
    [routes.branches(), ['3'], '/branches/all/3'],
    [routes.offices(7), ['2'], '/offices/7/2'],
  ])('serves %s?page=%s from %s', (pathname, pages, internal) => {
    expect(listPagePath(pathname, pageQuery(...pages))).toBe(internal);
  });

  it('leaves a list without a page, and a page that is no list, alone', () => {
    expect(listPagePath(routes.news(), pageQuery())).toBeUndefined();
    expect(listPagePath(routes.news(), new URLSearchParams({ p: '2' }))).toBeUndefined();
    expect(listPagePath(routes.newsDetails(3), pageQuery('2'))).toBeUndefined();
    expect(listPagePath(routes.faq(), pageQuery('2'))).toBeUndefined();
    expect(listPagePath('/news/2', pageQuery('3'))).toBeUndefined();
  });

  it('passes on digits as they are, for the list page to judge', () => {
    expect(listPagePath(routes.news(), pageQuery('0'))).toBe('/news/0');
    expect(listPagePath(routes.news(), pageQuery('007'))).toBe('/news/007');
  });

  it.each([[['2', '3']], [['']], [['..']], [['.']], [['a/b']], [['1e3']], [['2 ']]])(
    'names no page for %j',
    (pages) => {
      expect(listPagePath(routes.news(), pageQuery(...pages))).toBe('/news/invalid');
    },
  );
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
  });
});
