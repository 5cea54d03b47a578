import { describe, expect, it } from 'vitest';
import { isPageFile, isSavablePage, isStillKept, pageTitle } from './pages';

const ORIGIN = 'https://edu.example.tm';
const savable = (path: string, origin = ORIGIN) => isSavablePage(new URL(path, origin), ORIGIN);

describe('isSavablePage', () => {
  it('saves the pages of every language, with their query', () => {
    for (const path of ['/tm', '/ru/news', '/en/news?page=2', '/en/news-details/150', '/tm/branches/all']) {
      expect(savable(path), path).toBe(true);
    }
  });

  it('never saves search, the API (the revalidation hook among it) or files beside the pages', () => {
    for (const path of [
      '/en/search?q=teacher',
      '/ru/search',
      '/api/revalidate',
      '/api/ready',
      '/sw.js',
      '/en/news/rss.xml',
      '/en/competitions.ics',
      '/en/manifest.webmanifest',
      '/sitemap.xml',
      '/',
    ]) {
      expect(savable(path), path).toBe(false);
    }
  });

  it("never saves another site's pages", () => {
    expect(savable('/en/news', 'https://elsewhere.example.org')).toBe(false);
  });
});

describe('pageTitle', () => {
  it("takes the page's title, its entities read", () => {
    expect(pageTitle('<head><title>Tom &amp; Jerry&#x27;s | EDIC</title></head>', '/en')).toBe("Tom & Jerry's | EDIC");
  });

  it('falls back to the address', () => {
    expect(pageTitle('<p>no title</p>', 'https://edu.example.tm/en')).toBe('https://edu.example.tm/en');
  });
});

describe('isPageFile', () => {
  it("takes the site's scripts, style sheets and pictures, from the optimiser or public/", () => {
    for (const path of [
      '/_next/static/chunks/0a1b.js',
      '/_next/static/chunks/0a1b.css',
      '/_next/image?url=https%3A%2F%2Fmedia.example.tm%2Fa.png&w=384&q=75',
      '/brand/logo.svg',
      '/about/classroom.svg',
      '/icons/app-192.png',
    ]) {
      expect(isPageFile(new URL(path, ORIGIN), ORIGIN), path).toBe(true);
    }
  });

  it('leaves pages, the API, the worker and other sites alone', () => {
    for (const url of ['/en/news', '/api/health', '/sw.js', 'https://media.example.tm/a.png']) {
      expect(isPageFile(new URL(url, ORIGIN), ORIGIN), url).toBe(false);
    }
  });
});

describe('isStillKept', () => {
  it('keeps a page 30 days', () => {
    const now = Date.parse('2026-12-25T10:00:00Z');
    expect(isStillKept('2026-11-25T10:00:00Z', now)).toBe(true);
    expect(isStillKept('2026-11-25T09:59:59Z', now)).toBe(false);
  });
});
