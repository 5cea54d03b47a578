import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoContent, demoProvider, type DemoItem, type DemoList, type DemoNews } from './support';
import { E2E_TOKEN, FAILURE_SITE_URL, FAULTY_DEMO_ORIGIN } from './servers';

test.describe('hostile HTML from the upstream', () => {
  // The fault switch of the faulty demo is shared with the failure tests.
  test.describe.configure({ mode: 'serial' });

  test.afterEach(async ({ request }) => {
    await request.delete(`${FAULTY_DEMO_ORIGIN}/__demo/fault`);
  });

  test('never runs on a real page, and never needs the CSP to stop it', async ({ page, request }) => {
    const news = (await demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', 'en')).results[0]!;
    const service = (await demoProvider<DemoList<DemoItem>>('/service', 'en')).results[0]!;
    const competition = (await demoProvider<DemoList<DemoItem>>('/competition?limit=1&offset=0', 'en')).results[0]!;
    expect((await request.post(`${FAULTY_DEMO_ORIGIN}/__demo/fault`, { data: { mode: 'hostile-html' } })).ok()).toBe(true);

    const dialogs: string[] = [];
    const violations: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    for (const pathname of [
      `/en/news-details/${news.id}`,
      `/en/service-details/${service.id}`,
      `/en/competition-details/${competition.id}`,
      '/en/lessons',
    ]) {
      await page.goto(`${FAILURE_SITE_URL}${pathname}`);
      // The page rendered the hostile fields (their harmless text is there) ...
      await expect(page.getByRole('main').getByRole('link', { name: 'new tab' }).first()).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      await page.waitForLoadState('networkidle');
      // ... and nothing in them ran or survived as markup that could.
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), pathname).toBeUndefined();
      const main = page.getByRole('main');
      await expect(main.locator('script, iframe, object, embed, form, svg, math, style, meta, base')).toHaveCount(0);
      await expect(main.locator('[onerror], [onload], [onclick], [onmouseover], [onfocus], [ontoggle]')).toHaveCount(0);
      await expect(main.locator('a[href^="javascript:" i], a[href^="data:" i], img[src^="javascript:" i]')).toHaveCount(0);
    }
    expect(dialogs).toEqual([]);
    expect(violations).toEqual([]);
  });
});

test('every page carries the security headers', async ({ request }) => {
  const first = await request.get('/en/news');
  const headers = first.headers();
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');

  const policy = headers['content-security-policy']!;
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "default-src 'self'",
  ]) {
    expect(policy).toContain(directive);
  }
  expect(policy).toMatch(/img-src 'self' data: blob: http:\/\/127\.0\.0\.1:\d+(;|$)/);
  expect(policy).toMatch(/media-src 'self' blob: http:\/\/127\.0\.0\.1:\d+(;|$)/);

  // Next's own scripts carry this response's nonce; the next response has another.
  const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
  const html = await first.text();
  expect(html).toContain(`nonce="${nonce}"`);
  expect(html).not.toMatch(/<script(?![^>]*nonce=)[^>]*>/);
  const second = (await request.get('/en/news')).headers()['content-security-policy']!;
  expect(/'nonce-([^']+)'/.exec(second)![1]).not.toBe(nonce);
});

test.describe('the publisher token', () => {
  test('is nowhere in the client output of the build', async () => {
    const root = path.resolve('.next-e2e/static');
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
    page.on('response', async (response) => {
      if (!response.url().startsWith('http://localhost')) return;
      const headers = JSON.stringify(await response.allHeaders());
      const body = response.status() < 300 && response.status() !== 204 ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
      if (headers.includes(E2E_TOKEN) || body.includes(E2E_TOKEN)) seen.push(response.url());
    });
    for (const pathname of ['/en', '/tm/news', '/ru/article', '/en/photos', '/en/videos', '/en/no-such-page']) {
      await page.goto(pathname);
      await page.waitForLoadState('networkidle');
    }
    for (const pathname of ['/api/health', '/api/ready', '/en/news?page=2']) {
      const response = await request.get(pathname);
      expect(JSON.stringify(response.headers()) + (await response.text())).not.toContain(E2E_TOKEN);
    }
    expect(seen).toEqual([]);
  });
});

test.describe('bad input gets a 404 or a redirect, never a server error', () => {
  for (const pathname of [
    '/xx/news',
    '/EN/news',
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
      expect(response.status()).toBeLessThan(500);
      expect([200, 400, 404]).toContain(response.status());
      if (response.status() === 200) expect(response.url()).toMatch(/\/(tm|ru|en)(\/|$)/);
    });
  }
});
