import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from './proxy';

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
    '/en/%E0%A4%A',
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
    '/api/health',
    '/robots.txt',
    '/en/news/rss.xml',
    '/_next/static/chunks/%5Broot%5D.js',
    '/_next/image?url=x&page=2',
  ])('for %s', (url) => {
    expect(runsFor(url)).toBe(false);
  });
});
