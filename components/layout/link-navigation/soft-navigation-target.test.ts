import { describe, expect, it } from 'vitest';
import { softNavigationTarget } from './soft-navigation-target';

const current = new URL('https://edu.example/en/news?page=2');
const link = (href: string, extra: { target?: string; download?: boolean; reload?: boolean } = {}) =>
  softNavigationTarget(
    {
      href: new URL(href, current).href,
      target: extra.target ?? '',
      download: extra.download ?? false,
      reload: extra.reload ?? false,
    },
    current,
  );

describe('softNavigationTarget', () => {
  it('follows a page of the site in any language with the router, keeping its query and fragment', () => {
    expect(link('/en/news-details/150')).toBe('/en/news-details/150');
    expect(link('/ru/search?q=%D1%88%D0%BA%D0%BE%D0%BB%D0%B0&page=2')).toBe(
      '/ru/search?q=%D1%88%D0%BA%D0%BE%D0%BB%D0%B0&page=2',
    );
    expect(link('/tm/faq#question-802')).toBe('/tm/faq#question-802');
    expect(link('/en')).toBe('/en');
    expect(link('/en/news?page=2', { target: '_self' })).toBe('/en/news?page=2');
  });

  it('leaves to the browser another site, another window and a download', () => {
    expect(link('https://other.example/en/news')).toBeNull();
    expect(link('http://edu.example/en/news')).toBeNull();
    expect(link('/en/news-details/150', { target: '_blank' })).toBeNull();
    expect(link('/en/news-details/150', { download: true })).toBeNull();
  });

  it('leaves to the browser a link marked to load a whole document', () => {
    expect(link('/en/news?page=3', { reload: true })).toBeNull();
  });

  it('leaves to the browser what is not a page: files, the API, the sitemaps, paths outside the languages', () => {
    expect(link('/en/rss.xml')).toBeNull();
    expect(link('/en/competitions.ics')).toBeNull();
    expect(link('/api/health')).toBeNull();
    expect(link('/sitemap.xml')).toBeNull();
    expect(link('/de/news')).toBeNull();
    expect(link('/brand/logo.svg')).toBeNull();
  });

  it('leaves a fragment of the page shown to the browser, but not the same fragment of another page', () => {
    expect(link('#main-content')).toBeNull();
    expect(link('/en/news?page=2#main-content')).toBeNull();
    expect(link('/en/news#main-content')).toBe('/en/news#main-content');
  });
});
