import { expect, test } from '@playwright/test';
import { demoContent, type DemoList, type DemoNews } from './support';

/*
 * What a CDN or reverse proxy in front of the site may keep. The main site reuses upstream
 * answers for 60 seconds (the failure site, which caches nothing, is tested in
 * failures.spec.ts, the one file that uses its upstream).
 */

const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400, stale-if-error=86400';

test('pages of every kind, paged lists included, may be kept by shared caches as long as their data', async ({ request }) => {
  const [latest] = (await demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', 'en')).results;
  for (const pathname of ['/en', '/ru/news', '/ru/news?page=2', `/en/news-details/${latest!.id}`, '/tm/faq', '/en/branches/all']) {
    const response = await request.get(pathname, { maxRedirects: 0 });
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()['cache-control'], pathname).toBe(SHARED_CACHE_CONTROL);
    // Kept apart from the client router's payloads of the same URL.
    expect(response.headers().vary, pathname).toMatch(/\brsc\b/i);
  }
});

test('sitemaps and feeds may be kept an hour', async ({ request }) => {
  for (const pathname of ['/sitemap.xml', '/sitemaps/0.xml', '/ru/news/rss.xml', '/en/article/rss.xml']) {
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()['cache-control'], pathname).toBe(
      'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400, stale-if-error=86400',
    );
  }
});

test('a page never sets a cookie, whatever the language of the visitor', async ({ request }) => {
  const visitors: Record<string, string>[] = [{ 'accept-language': 'ru' }, { cookie: 'NEXT_LOCALE=ru' }, {}];
  for (const headers of visitors) {
    const response = await request.get('/en/news', { headers: { ...headers, 'sec-fetch-dest': 'document' } });
    expect(response.headers()['set-cookie'], JSON.stringify(headers)).toBeUndefined();
    expect(response.headers()['cache-control'], JSON.stringify(headers)).toBe(SHARED_CACHE_CONTROL);
  }
});

test('a missing page may be kept too, a redirect chosen by cookie or language may not', async ({ request }) => {
  const missing = await request.get('/en/news-details/999999999');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe(SHARED_CACHE_CONTROL);

  for (const pathname of ['/', '/news']) {
    const redirect = await request.get(pathname, { maxRedirects: 0, headers: { 'accept-language': 'ru' } });
    expect(redirect.status(), pathname).toBe(307);
    expect(redirect.headers().location, pathname).toMatch(/\/ru(\/news)?$/);
    expect(redirect.headers()['cache-control'], pathname).toBe('private, no-store');
  }
});

test("the client router's requests and the API are never kept", async ({ request }) => {
  // As the client router asks for a page's payload.
  const payload = await request.get('/en/news', { headers: { rsc: '1', 'sec-fetch-dest': 'empty' } });
  expect(payload.status()).toBe(200);
  expect(payload.headers()['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');

  for (const pathname of ['/api/health', '/api/ready']) {
    expect((await request.get(pathname)).headers()['cache-control'], pathname).toBe('no-store');
  }
});
