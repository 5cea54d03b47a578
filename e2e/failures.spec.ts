import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoContent, demoProvider, expectAccessible, MESSAGES, type DemoItem, type DemoList, type DemoNews } from './support';
import { FAILURE_SITE_URL, FAULTY_DEMO_ORIGIN, STALE_SITE_URL } from './servers';

/*
 * Each failure of UPSTREAM.md, switched on in the faulty demo upstream, walked on a list
 * page and a detail page of the failure site (which caches nothing), and hostile HTML
 * served the same way. The fault switch is shared, so every test that uses it lives in
 * this file, whose tests run one after another in one worker (and go on after a failure).
 */
test.describe.configure({ mode: 'default' });

const FAULT_URL = `${FAULTY_DEMO_ORIGIN}/__demo/fault`;
const REQUEST_LOG_URL = `${FAULTY_DEMO_ORIGIN}/__demo/requests`;

const texts = MESSAGES.en;

async function setFault(request: APIRequestContext, fault: { mode: string; match?: string; delayMs?: number }) {
  expect((await request.post(FAULT_URL, { data: fault })).ok()).toBe(true);
}

async function clearFault(request: APIRequestContext) {
  expect((await request.delete(FAULT_URL)).ok()).toBe(true);
}

async function expectFrameIntact(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: texts.Navigation.mainMenu })).toBeVisible();
}

let news: DemoNews[];

test.beforeAll(async () => {
  news = (await demoContent<DemoList<DemoNews>>('/news/?limit=30&offset=0', 'en')).results;
});

test.afterEach(async ({ request }) => {
  await clearFault(request);
});

const FAILURES = ['error-500', 'error-500-bare', 'unauthorized', 'forbidden', 'not-json', 'refuse', 'hang'] as const;

for (const mode of FAILURES) {
  test(`${mode}: a list page says what failed, in time, and keeps the rest of the page`, async ({ page, request }) => {
    await setFault(request, { mode, match: '/content/api/v1/news/' });
    // The page is whole and says what failed: the site gave up on the upstream (a `hang`
    // within its time-out) rather than waiting for it.
    expect((await page.goto(`${FAILURE_SITE_URL}/en/news`))?.status()).toBe(200);
    await expectFrameIntact(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.News.title);
    const main = page.getByRole('main');
    await expect(main.getByText(texts.Errors.sectionFailed)).toBeVisible();
    await expect(main.getByRole('link', { name: texts.Errors.retry })).toHaveAttribute('href', '/en/news');
    await expect(main.getByRole('article')).toHaveCount(0);
    await expectAccessible(page);
  });

  test(`${mode}: a detail page says what failed and still shows the other news`, async ({ page, request }) => {
    const target = news[2]!;
    await setFault(request, { mode, match: `/content/api/v1/news/${target.id}` });
    const response = await page.goto(`${FAILURE_SITE_URL}/en/news-details/${target.id}`);
    expect(response?.status(), 'a failure is not a missing item').toBe(200);
    await expectFrameIntact(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.News.title);
    await expect(page.getByRole('main').getByText(texts.Errors.sectionFailed)).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('listitem')).toHaveCount(6);
  });
}

test('not-found: a missing item is a 404, a list that answers 404 is a failure', async ({ page, request }) => {
  const target = news[3]!;
  await setFault(request, { mode: 'not-found', match: `/content/api/v1/news/${target.id}` });
  expect((await page.goto(`${FAILURE_SITE_URL}/en/news-details/${target.id}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.NotFound.title);

  await setFault(request, { mode: 'not-found', match: '/content/api/v1/news/' });
  expect((await page.goto(`${FAILURE_SITE_URL}/en/news`))?.status()).toBe(200);
  await expect(page.getByRole('main').getByText(texts.Errors.sectionFailed)).toBeVisible();
});

test('bad-item: a broken list item is left out; a broken detail is unavailable, not half-rendered', async ({ page, request }) => {
  await setFault(request, { mode: 'bad-item', match: '/content/api/v1/news/' });
  await page.goto(`${FAILURE_SITE_URL}/en/news`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(20);

  const target = news[4]!;
  await setFault(request, { mode: 'bad-item', match: `/content/api/v1/news/${target.id}` });
  expect((await page.goto(`${FAILURE_SITE_URL}/en/news-details/${target.id}`))?.status()).toBe(200);
  await expect(page.getByRole('main').getByText(texts.Errors.sectionFailed)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(target.title);
});

test('a failing provider API leaves the home page with its news and says which parts failed', async ({ page, request }) => {
  await setFault(request, { mode: 'error-500', match: '/provider/' });
  await page.goto(`${FAILURE_SITE_URL}/en`);
  await expectFrameIntact(page);
  const newsSection = page.locator('section[aria-labelledby="home-news"]');
  await expect(newsSection.getByRole('article')).not.toHaveCount(0);
  const services = page.locator('section[aria-labelledby="home-services"]');
  await expect(services.getByText(texts.Errors.sectionFailed)).toBeVisible();
  await expect(page.locator('section[aria-labelledby="home-lessons"]').getByText(texts.Errors.sectionFailed)).toBeVisible();
  await expectAccessible(page);
});

test('the site recovers as soon as the upstream does, and stays up throughout', async ({ page, request }) => {
  await setFault(request, { mode: 'refuse' });
  await page.goto(`${FAILURE_SITE_URL}/en/news`);
  await expect(page.getByRole('main').getByText(texts.Errors.sectionFailed)).toBeVisible();
  const ready = await request.get(`${FAILURE_SITE_URL}/api/ready`);
  expect(ready.status()).toBe(503);
  expect(await ready.json()).toMatchObject({ upstreams: { provider: { ok: false }, content: { ok: false } } });
  expect((await request.get(`${FAILURE_SITE_URL}/api/health`)).status()).toBe(200);

  await clearFault(request);
  await page.getByRole('main').getByRole('link', { name: texts.Errors.retry }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(21);
  expect((await request.get(`${FAILURE_SITE_URL}/api/ready`)).status()).toBe(200);
});

test('a site that caches nothing lets no shared cache keep its pages either', async ({ request }) => {
  const response = await request.get(`${FAILURE_SITE_URL}/en/news`);
  expect(response.headers()['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
});

test('one render of a detail page asks the upstream each question once, all at the same time', async ({ request }) => {
  interface LoggedRequest {
    path: string;
    receivedAt: number;
    answeredAt: number | null;
  }
  const target = news[3]!;
  // Every answer takes a second, so that a call started only after another's answer shows.
  await setFault(request, { mode: 'slow', delayMs: 1000 });
  expect((await request.delete(REQUEST_LOG_URL)).ok()).toBe(true);
  // One request, no browser: a browser would prefetch links and render more pages. The
  // failure site caches nothing, so this render is cold.
  const response = await request.get(`${FAILURE_SITE_URL}/en/news-details/${target.id}`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(target.title);
  const requests = ((await (await request.get(REQUEST_LOG_URL)).json()) as { requests: LoggedRequest[] }).requests;

  // Each call once: the item (asked for by generateMetadata and the page), the other news
  // beside it (six, and one to spare), the ticker's five news and the footer's five lessons.
  expect(requests.map((logged) => logged.path).sort()).toEqual(
    [
      `/content/api/v1/news/${target.id}?lang=en`,
      '/content/api/v1/news/?limit=7&offset=0&lang=en',
      '/content/api/v1/news/?limit=5&offset=0&lang=en',
      '/provider/en/api/course?limit=5&offset=0',
    ].sort(),
  );
  // No waterfall: every call was made before the first answer came back.
  const firstAnswer = Math.min(...requests.map((logged) => logged.answeredAt ?? Infinity));
  for (const logged of requests) expect(logged.receivedAt, logged.path).toBeLessThan(firstAnswer);
});

test('a page rendered earlier keeps being served from its last good answers while the upstream fails', async ({ page }) => {
  const target = news[5]!;
  const url = `${STALE_SITE_URL}/en/news-details/${target.id}`;
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);

  await setFault(page.request, { mode: 'error-500' });
  // The stale site keeps answers for one second; wait past that, twice.
  for (const attempt of [1, 2]) {
    await page.waitForTimeout(1500);
    expect((await page.goto(url))?.status(), `attempt ${attempt}`).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
    await expect(page.getByRole('complementary').getByRole('listitem')).toHaveCount(6);
    await expect(page.getByText(texts.Errors.sectionFailed)).toHaveCount(0);
  }
});

test('hostile HTML from the upstream never runs on a real page, and never needs the CSP to stop it', async ({ page, request }) => {
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
    await expect(main.locator('script:not([type="application/ld+json"]), iframe, object, embed, form, svg, math, style, meta, base')).toHaveCount(0);
    await expect(main.locator('[onerror], [onload], [onclick], [onmouseover], [onfocus], [ontoggle]')).toHaveCount(0);
    await expect(main.locator('a[href^="javascript:" i], a[href^="data:" i], img[src^="javascript:" i]')).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
  expect(violations).toEqual([]);
});
