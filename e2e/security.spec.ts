import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  DEMO_ORIGIN,
  E2E_DIST_DIR,
  E2E_REVALIDATE_SECRET,
  E2E_STATUS_SECRET,
  E2E_TOKEN,
  EXTRA_MEDIA_ORIGIN,
  REVALIDATION_SITE_URL,
} from './servers';
import { escapeRegExp, LOCALES, MESSAGES } from './support';

test('every page carries the security headers', async ({ request }) => {
  const first = await request.get('/en/news');
  const headers = first.headers();
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Embedded players may go fullscreen; the obsolete interest-cohort is gone.
  expect(headers['permissions-policy']).toContain(
    'fullscreen=(self "https://www.youtube.com" "https://www.youtube-nocookie.com" "https://player.vimeo.com"',
  );
  expect(headers['permissions-policy']).not.toContain('interest-cohort');

  const policy = headers['content-security-policy']!;
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "default-src 'self'",
  ]) {
    expect(policy).toContain(directive);
  }
  // The media hosts, and only them: MEDIA_BASE_URL's and those of MEDIA_HOSTS.
  expect(policy).toContain(`img-src 'self' data: blob: ${DEMO_ORIGIN} ${EXTRA_MEDIA_ORIGIN};`);
  expect(policy).toContain(`media-src 'self' blob: ${DEMO_ORIGIN} ${EXTRA_MEDIA_ORIGIN};`);

  // A cached page is the same for everyone: no nonce, and no script from another host.
  expect(policy).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
  const html = await first.text();
  for (const [, source] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) expect(source).toMatch(/^\/_next\/static\//);

  // The same headers, as written, on every kind of answer: home, a page in another language, a
  // page the server makes for an address it does not know, and a file.
  const script = /<script[^>]*\ssrc="([^"]+)"/.exec(html)![1]!;
  for (const path of ['/tm', '/ru/faq', '/en/no-such-page', script]) {
    const other = (await request.get(path)).headers();
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'strict-transport-security',
      'x-frame-options',
    ])
      expect(other[name], `${name} of ${path}`).toBe(headers[name]);
  }
});

test.describe('the publisher token', () => {
  test('is nowhere in the client output of the build', async () => {
    const root = path.resolve(E2E_DIST_DIR, 'static');
    const files = await readdir(root, { recursive: true, withFileTypes: true });
    const readable = files.filter((file) => file.isFile());
    expect(readable.length).toBeGreaterThan(10);
    for (const file of readable) {
      const content = await readFile(path.join(file.parentPath, file.name));
      expect(content.includes(E2E_TOKEN), `${file.name}`).toBe(false);
    }
  });

  test('is in no page, script or header the site serves', async ({ page, request }) => {
    const seen: string[] = [];
    const searched: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!response.url().startsWith('http://localhost')) return;
      searched.push(
        (async () => {
          const headers = JSON.stringify(await response.allHeaders());
          const body =
            response.status() < 300 && response.status() !== 204
              ? await response.body().catch(() => Buffer.alloc(0))
              : Buffer.alloc(0);
          if (headers.includes(E2E_TOKEN) || body.includes(E2E_TOKEN)) seen.push(response.url());
        })(),
      );
    });
    for (const pathname of ['/en', '/tm/news', '/ru/article', '/en/photos', '/en/videos', '/en/no-such-page']) {
      await page.goto(pathname);
      await page.waitForLoadState('networkidle');
    }
    for (const pathname of ['/api/health', '/api/ready', '/api/upstreams', '/en/news?page=2']) {
      const response = await request.get(pathname);
      expect(JSON.stringify(response.headers()) + (await response.text())).not.toContain(E2E_TOKEN);
    }
    // Every response was searched before the verdict, and there were many.
    await Promise.all(searched);
    expect(searched.length).toBeGreaterThan(20);
    expect(seen).toEqual([]);
  });
});

test("the upstreams' details are told only to whoever holds the status secret, read from its file", async ({
  request,
}) => {
  const url = `${REVALIDATION_SITE_URL}/api/upstreams`;
  // The hook's secret purges the cache: a monitor never needs it, and it opens nothing here.
  for (const secret of [undefined, 'not-the-secret-0123456789', E2E_REVALIDATE_SECRET]) {
    const headers: Record<string, string> = secret ? { Authorization: `Bearer ${secret}` } : {};
    const body = await (await request.get(url, { headers })).json();
    expect(body, String(secret)).toEqual({ status: 'up', upstreams: { provider: 'up', content: 'up' } });
  }
  const detailed = await request.get(url, { headers: { Authorization: `Bearer ${E2E_STATUS_SECRET}` } });
  expect(detailed.headers()['cache-control']).toBe('no-store');
  expect(await detailed.json()).toMatchObject({
    status: 'up',
    upstreams: { provider: 'up', content: 'up' },
    details: { provider: { ok: true }, content: { ok: true } },
  });
});

test.describe('bad input gets a 404, never a server error', () => {
  for (const pathname of [
    '/xx/news',
    '/en/news-details/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/en/news-details/1%2F2',
    '/en/news-details/%00',
    '/en/news?page=1e3',
    '/en/news?page=%F0%9F%98%80',
    `/en/${'a'.repeat(4000)}`,
    `/en/news-details/${'9'.repeat(400)}`,
    '/en/digital/..%2f..%2fsecret',
    '/en/branches/%20',
    "/en/offices/1'%20OR%201=1",
    '/en/%E0%A4%A',
  ]) {
    test(pathname.slice(0, 80), async ({ request }) => {
      const response = await request.get(pathname, { maxRedirects: 3 });
      expect(response.status()).toBe(404);
      // The not-found page itself, in whichever language the address led to.
      expect(await response.text()).toMatch(
        new RegExp(LOCALES.map((locale) => escapeRegExp(MESSAGES[locale].NotFound.title)).join('|')),
      );
    });
  }

  test('a language code in capitals leads to the page in that language', async ({ request }) => {
    const redirect = await request.get('/EN/news', { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(new URL(redirect.headers().location!, 'http://localhost').pathname).toBe('/en/news');
    expect((await request.get('/EN/news')).status()).toBe(200);
  });
});
