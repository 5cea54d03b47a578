import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRouteMatcher, OTHER_ROUTE, publicFilePaths, routeMatcher, type RoutesManifest } from './page-routes';

// As Next 16 writes them, most specific first (an excerpt of the site's own).
const manifest: RoutesManifest = {
  staticRoutes: [{ page: '/api/ready' }, { page: '/sitemap.xml' }],
  dynamicRoutes: [
    { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
    { page: '/[locale]/news/rss.xml', regex: '^/([^/]+?)/news/rss\\.xml(?:/)?$' },
    { page: '/[locale]/news/[[...page]]', regex: '^/([^/]+?)/news(?:/(.+?))?(?:/)?$' },
    { page: '/[locale]/news-details/[id]', regex: '^/([^/]+?)/news\\-details/([^/]+?)(?:/)?$' },
    { page: '/[locale]/[...rest]', regex: '^/([^/]+?)/(.+?)(?:/)?$' },
  ],
};

describe('routeMatcher', () => {
  const routeOf = routeMatcher(manifest, new Set(['/icons/search.svg', '/sw.js']));

  it.each([
    ['/api/ready', '/api/ready'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/en', '/[locale]'],
    ['/tm/news', '/[locale]/news/[[...page]]'],
    ['/ru/news/3', '/[locale]/news/[[...page]]'],
    ['/en/news/rss.xml', '/[locale]/news/rss.xml'],
    ['/en/news-details/7', '/[locale]/news-details/[id]'],
    ['/en/news-details/not-a-number', '/[locale]/news-details/[id]'],
    ['/en/made/up/path', '/[locale]/[...rest]'],
  ])('labels %s with its pattern %s', (pathname, route) => {
    expect(routeOf(pathname)).toBe(route);
  });

  it("labels Next's files by their prefix and public files as one route, never by the address", () => {
    expect(routeOf('/_next/static/chunks/app-4f1e.js')).toBe('/_next/static');
    expect(routeOf('/_next/image')).toBe('/_next/image');
    expect(routeOf('/_next/webpack-hmr')).toBe('/_next');
    expect(routeOf('/icons/search.svg')).toBe('/[public file]');
    expect(routeOf('/sw.js')).toBe('/[public file]');
  });

  it('labels what no route matches as other', () => {
    expect(routeOf('/')).toBe(OTHER_ROUTE);
  });
});

describe('loadRouteMatcher', () => {
  it("reads the build's manifest and the public folder, and labels everything other without a build", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'site-routes-'));
    expect(loadRouteMatcher(root, '.next')('/en')).toBe(OTHER_ROUTE);
    mkdirSync(path.join(root, '.next'));
    writeFileSync(path.join(root, '.next/routes-manifest.json'), JSON.stringify(manifest));
    mkdirSync(path.join(root, 'public/flags'), { recursive: true });
    writeFileSync(path.join(root, 'public/flags/en.svg'), '<svg/>');
    expect(publicFilePaths(path.join(root, 'public'))).toEqual(new Set(['/flags/en.svg']));
    const routeOf = loadRouteMatcher(root, '.next');
    expect(routeOf('/en')).toBe('/[locale]');
    expect(routeOf('/flags/en.svg')).toBe('/[public file]');
  });
});
