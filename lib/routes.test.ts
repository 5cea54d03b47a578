import { describe, expect, it } from 'vitest';
import { listPagePath, pagedHref, publicHref, routes } from './routes';

describe('listPagePath', () => {
  it.each([
    [routes.news(), ['2'], '/news/2'],
    [routes.articles(), ['10'], '/article/10'],
    [routes.branches(), ['3'], '/branches/all/3'],
    [routes.offices(7), ['2'], '/offices/7/2'],
  ])('serves %s?page=%s from %s', (pathname, pages, internal) => {
    expect(listPagePath(pathname, pages)).toBe(internal);
  });

  it('leaves a list without a page, and a page that is no list, alone', () => {
    expect(listPagePath(routes.news(), [])).toBeUndefined();
    expect(listPagePath(routes.newsDetails(3), ['2'])).toBeUndefined();
    expect(listPagePath(routes.faq(), ['2'])).toBeUndefined();
    expect(listPagePath('/news/2', ['3'])).toBeUndefined();
  });

  it('passes on a page that is not a number, encoded, for the list page to reject', () => {
    expect(listPagePath(routes.news(), ['a/b'])).toBe('/news/a%2Fb');
  });

  it('names no page when the page is given twice or empty', () => {
    expect(listPagePath(routes.news(), ['2', '3'])).toBe('/news/invalid');
    expect(listPagePath(routes.news(), [''])).toBe('/news/invalid');
  });
});

describe('publicHref', () => {
  it.each([
    ['/news/2', '/news?page=2'],
    ['/branches/all/3', '/branches/all?page=3'],
    ['/offices/7/2', '/offices/7?page=2'],
  ])('gives %s the public address %s', (internal, address) => {
    expect(publicHref(internal)).toBe(address);
  });

  it('keeps every other path as it is', () => {
    for (const path of ['/', '/news', '/news-details/3', '/branches/all', '/branches/4', '/digital/e-school']) {
      expect(publicHref(path)).toBe(path);
    }
  });

  it("undoes listPagePath, and pagedHref's query is the public address", () => {
    expect(publicHref(listPagePath(routes.videos(), ['4'])!)).toBe(pagedHref(routes.videos(), 4));
  });
});
