import { expect, test, type APIRequestContext } from '@playwright/test';
import { LAST_GOOD_ANSWER_SECONDS } from '../lib/cache/page-cache-control';
import { demoContent, type DemoList, type DemoNews } from './support';

/*
 * What a CDN or reverse proxy in front of the site may keep. The main site keeps pages and
 * upstream answers for 60 seconds, and its last good page for a day after (failures are
 * tested in failures.spec.ts, the one file that uses the faulty upstream).
 */

// The browser tests' site makes a page again after 60 s; Next writes the rest of a day after.
const PAGE_CACHE_CONTROL = `s-maxage=60, stale-while-revalidate=${LAST_GOOD_ANSWER_SECONDS - 60}`;

test('pages of every kind, paged lists included, are kept by the page cache and may be by shared caches', async ({
  request,
}) => {
  const [latest] = (await demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', 'en')).results;
  for (const pathname of [
    '/en',
    '/ru/news',
    '/ru/news?page=2',
    `/en/news-details/${latest!.id}`,
    '/tm/faq',
    '/en/branches/all',
  ]) {
    const response = await request.get(pathname, { maxRedirects: 0 });
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()['cache-control'], pathname).toBe(PAGE_CACHE_CONTROL);
    // Asked again, it comes from the page cache (HIT) without being rendered; a STALE answer
    // first would have it made again behind, and the next one is a HIT.
    await expect
      .poll(async () => (await request.get(pathname, { maxRedirects: 0 })).headers()['x-nextjs-cache'], {
        message: pathname,
      })
      .toBe('HIT');
    // Kept apart from the client router's payloads of the same URL.
    expect(response.headers().vary, pathname).toMatch(/\brsc\b/i);
    // Served without hashing the page for an ETag (next.config.ts says why).
    expect(response.headers().etag, pathname).toBeUndefined();
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

test("a page is in its address's language, whatever the visitor's, and never sets a cookie", async ({ request }) => {
  const visitors: Record<string, string>[] = [{ 'accept-language': 'ru' }, { cookie: 'NEXT_LOCALE=ru' }, {}];
  for (const [pathname, lang] of [
    ['/en/news', 'en'],
    ['/tm/faq', 'tk'],
  ] as const) {
    for (const headers of visitors) {
      const response = await request.get(pathname, { headers: { ...headers, 'sec-fetch-dest': 'document' } });
      const visitor = `${pathname} ${JSON.stringify(headers)}`;
      expect(response.headers()['set-cookie'], visitor).toBeUndefined();
      expect(response.headers()['cache-control'], visitor).toBe(PAGE_CACHE_CONTROL);
      expect(await response.text(), visitor).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`));
    }
  }
});

test('a missing page may be kept too, a redirect chosen by cookie or language may not', async ({ request }) => {
  const missing = await request.get('/en/news-details/999999999');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe(PAGE_CACHE_CONTROL);

  for (const pathname of ['/', '/news']) {
    const redirect = await request.get(pathname, { maxRedirects: 0, headers: { 'accept-language': 'ru' } });
    expect(redirect.status(), pathname).toBe(307);
    expect(redirect.headers().location, pathname).toMatch(/\/ru(\/news)?$/);
    expect(redirect.headers()['cache-control'], pathname).toBe('private, no-store');
  }
});

test('the API is never kept', async ({ request }) => {
  for (const pathname of ['/api/health', '/api/ready', '/api/upstreams']) {
    expect((await request.get(pathname)).headers()['cache-control'], pathname).toBe('no-store');
  }
});

/** Each address asked for leads, by a permanent redirect, to the one beside it. */
async function expectPermanentRedirects(request: APIRequestContext, pairs: [string, string][]) {
  for (const [asked, address] of pairs) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(308);
    expect(response.headers().location, asked).toBe(address);
  }
}

test("a paged list's internal address leads to its public one", async ({ request }) => {
  await expectPermanentRedirects(request, [
    ['/ru/news/2', '/ru/news?page=2'],
    ['/en/branches/all/2', '/en/branches/all?page=2'],
    ['/tm/offices/11/3', '/tm/offices/11?page=3'],
  ]);
});

test("an address with Turkmen's standard code, tk, leads to the same page under tm", async ({ request }) => {
  await expectPermanentRedirects(request, [
    ['/tk', '/tm'],
    ['/tk/news', '/tm/news'],
    ['/tk/news?page=2', '/tm/news?page=2'],
    ['/tk/news-details/150', '/tm/news-details/150'],
  ]);
  const followed = await request.get('/tk/faq');
  expect(followed.status()).toBe(200);
  expect(await followed.text()).toContain('<html lang="tk"');
});
