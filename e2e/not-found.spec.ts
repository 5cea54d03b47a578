import { expect, test } from '@playwright/test';
import { BRIEF_SITE_URL } from './servers';
import { LOCALES, MESSAGES, type Locale } from './support';

for (const locale of LOCALES) {
  test(`an unknown path in ${locale} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(`/${locale}/no-such-page/at-all`);
    expect(response?.status()).toBe(404);
    const texts = MESSAGES[locale].NotFound;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expect(page.getByText(texts.text)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    const home = page.getByRole('main').getByRole('link', { name: texts.backHome });
    await expect(home).toHaveAttribute('href', `/${locale}`);
    await home.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
  });
}

for (const locale of LOCALES) {
  for (const path of [`/${locale}/no-such-page`, `/${locale}/news?page=999`, `/${locale}/news-details/999999`]) {
    test(`the title of ${path} is the not-found title, before and after hydration`, async ({ page }) => {
      const title = new RegExp(`^${MESSAGES[locale].NotFound.metaTitle} \\| `);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect((await response!.text()).match(/<title>([^<]*)<\/title>/)?.[1]).toMatch(title);
      // Hydrated: the menu's groups mark themselves once their script has run.
      await expect(page.locator('[data-enhanced]').first()).toBeAttached();
      expect(await page.title()).toMatch(title);
    });
  }
}

test('the English not-found page has the texts of the specification', async ({ page }) => {
  await page.goto('/en/nowhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found');
  await expect(
    page.getByText(
      'The page you are looking for might have been removed had its name changed or is temporarily unavailable.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
});

// Every page that takes an id or a page number, with one that names nothing: an id the
// upstream does not have or that is not one, a page past the end or that is not one.
const DETAIL_ROUTES = [
  'news-details',
  'article-details',
  'gallery-details',
  'competition-details',
  'lesson-details',
  'advertisement-details',
  'branch-details',
  'office-details',
  'service-details',
];
const LIST_ROUTES = [
  'news',
  'article',
  'photos',
  'videos',
  'competitions',
  'lessons',
  'advertisements',
  'branches/all',
  'offices/all',
];
const MISSING_PAGES = [
  ...DETAIL_ROUTES.flatMap((route) => [`${route}/999999`, `${route}/abc`]),
  ...['0', '-3', '3.5', '1e3', '007x'].map((id) => `news-details/${id}`),
  ...LIST_ROUTES.flatMap((route) => [`${route}?page=999`, `${route}?page=0`]),
  'news?page=abc',
  'news?page=2&page=3',
  'branches/all?page=x',
  'branches/abc',
  'branches/999999',
  'offices/999999',
];

for (const locale of LOCALES) {
  test(`in ${locale}, every page with an id or a page number that names nothing answers 404 with the not-found page`, async ({
    request,
  }) => {
    for (const path of MISSING_PAGES) {
      const response = await request.get(`/${locale}/${path}`);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain(MESSAGES[locale].NotFound.title);
    }
  });
}

// A path with a dot looks like a file to the proxy's matcher, which lets it pass: its 404 must
// still be the site's, with the same headers as any other.
test('a path with a dot answers the same 404 as any other, with its headers', async ({ request }) => {
  const reference = await request.get('/ru/no-such-page');
  expect(reference.status()).toBe(404);
  for (const path of ['/ru/x.html', '/ru/news-details/3.5', '/ru/news/archive.php']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const headers = response.headers();
    for (const name of ['content-security-policy', 'cache-control', 'permissions-policy', 'x-frame-options']) {
      expect(headers[name], `${path}: ${name}`).toBe(reference.headers()[name]);
    }
    const html = await response.text();
    expect(html, path).toContain('<html lang="ru"');
    expect(html, path).toContain(MESSAGES.ru.NotFound.title);
    expect(html, path).toContain('href="/ru"');
  }
});

// A cached 404 is made again knowing it is a 404, and Next then reads its metadata from
// app/[locale]/not-found.tsx instead of the page's. The brief site keeps pages for one second.
for (const path of ['/en/no-such-page/made-again', '/ru/news-details/999999']) {
  test(`a cached 404 (${path}) keeps its not-found title after it is made again`, async ({ request }) => {
    const locale = path.slice(1, 3) as Locale;
    const texts = MESSAGES[locale];
    const notFoundTitle = `${texts.NotFound.metaTitle} | ${texts.Site.name} (${texts.Site.shortName})`;
    const visit = async () => {
      const response = await request.get(`${BRIEF_SITE_URL}${path}`);
      expect(response.status()).toBe(404);
      const titles = [...(await response.text()).matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
      return { cache: response.headers()['x-nextjs-cache'], titles };
    };
    expect((await visit()).titles).toEqual([notFoundTitle]);
    // Past its second, it is served once more as it was while it is made again, then as made again.
    await expect.poll(visit, { intervals: [250] }).toEqual({ cache: 'STALE', titles: [notFoundTitle] });
    await expect.poll(visit, { intervals: [100] }).toEqual({ cache: 'HIT', titles: [notFoundTitle] });
  });
}
