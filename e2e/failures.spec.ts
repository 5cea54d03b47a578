import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { languageTag } from '../lib/i18n/language';
import {
  commonNewsWord,
  demoContent,
  demoProvider,
  escapeRegExp,
  expectAccessible,
  itemsByName,
  markDocument,
  MESSAGES,
  type DemoItem,
  type DemoList,
  type DemoNews,
  type Locale,
} from './support';
import {
  EDITABLE_DEMO_ORIGIN,
  FAILURE_SITE_URL,
  FAULTY_DEMO_ORIGIN,
  REVALIDATION_SITE_NEWS,
  REVALIDATION_SITE_URL,
  SITE_PORTS,
  siteDistDir,
  siteEnvironment,
  STALE_SITE_URL,
} from './servers';
import { demoNews } from './editing';
import { startSite, stop, untilLive } from './processes';

/*
 * Each failure of UPSTREAM.md, switched on in the faulty demo upstream, met by pages of the
 * failure site that have never been rendered (it keeps pages and answers for one second),
 * and hostile HTML served the same way. The fault switch is shared, so every test that uses
 * it lives in this file, whose tests run one after another in one worker (and go on after a
 * failure). Each test asks for pages no other test of the file renders.
 */
test.describe.configure({ mode: 'default' });

const FAULT_URL = `${FAULTY_DEMO_ORIGIN}/__demo/fault`;
const REQUEST_LOG_URL = `${FAULTY_DEMO_ORIGIN}/__demo/requests`;

/** A request the faulty demo upstream logged. */
interface LoggedRequest {
  path: string;
  receivedAt: number;
  answeredAt: number | null;
}

const texts = MESSAGES.en;

async function setFault(request: APIRequestContext, fault: { mode: string; match?: string; delayMs?: number }) {
  expect((await request.post(FAULT_URL, { data: fault })).ok()).toBe(true);
}

async function clearFault(request: APIRequestContext) {
  expect((await request.delete(FAULT_URL)).ok()).toBe(true);
}

/**
 * A page that met a failure and had no good render before: a 5xx that no cache may keep,
 * whose page says in the visitor's language that it failed, in the site's frame unless the
 * frame's own parts (the ticker, the footer) failed too.
 */
async function expectUncachedFailure(
  page: Page,
  url: string,
  { locale = 'en', frame = true }: { locale?: Locale; frame?: boolean } = {},
) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(500);
  expect(response?.headers()['cache-control'], url).toContain('no-store');
  await expect(page.getByRole('main').getByText(MESSAGES[locale].Errors.unexpected)).toBeVisible();
  if (!frame) return;
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: MESSAGES[locale].Navigation.mainMenu })).toBeVisible();
}

const FAILURES = ['error-500', 'error-500-bare', 'unauthorized', 'forbidden', 'not-json', 'refuse', 'hang'] as const;

/**
 * The tests of the failure and stale sites that each need a news page no other test has made, by
 * the name each takes its item under; those of the revalidation site take theirs from the list
 * they share with e2e/revalidate.spec.ts.
 */
const COLD_NEWS = [
  ...FAILURES,
  'failing detail, frame kept',
  'not-found',
  'bad-item',
  'both upstreams down',
  'one render',
  'stale',
  'hostile html',
] as const;
let news: Record<(typeof COLD_NEWS)[number], DemoNews>;
let revalidationSiteNews: Record<(typeof REVALIDATION_SITE_NEWS)[number], DemoNews>;

test.beforeAll(async () => {
  const list = await demoContent<DemoList<DemoNews>>(`/news/?limit=${COLD_NEWS.length}&offset=0`, 'en');
  news = itemsByName(list.results, COLD_NEWS);
  const shared = await demoNews(EDITABLE_DEMO_ORIGIN, 'en', REVALIDATION_SITE_NEWS.length);
  revalidationSiteNews = itemsByName(shared, REVALIDATION_SITE_NEWS);
});

test.beforeEach(async ({ page }) => {
  // The browser's prefetches would render pages a later test expects never rendered.
  await page.route('**/*', (route) =>
    route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback(),
  );
});

test.afterEach(async ({ request }) => {
  await clearFault(request);
});

FAILURES.forEach((mode) => {
  test(`${mode}: a detail page with no good render answers 500, uncached, and the next request after recovery gets the page`, async ({
    page,
    request,
  }) => {
    const target = news[mode];
    const url = `${FAILURE_SITE_URL}/en/news-details/${target.id}`;
    await setFault(request, { mode, match: `/content/api/v1/news/${target.id}` });
    // The site gives up on the upstream (a `hang` within its time-out) rather than waiting.
    await expectUncachedFailure(page, url);
    await clearFault(request);
    expect((await page.goto(url))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
  });
});

/**
 * Pages never rendered whose own data fails, each in its language, as a reader without
 * JavaScript (a text browser, a crawler, a blocked script) gets them. The lists' faults match
 * the news path that the ticker reads too: the page must keep its frame either way.
 */
const WITHOUT_SCRIPT: {
  mode: 'error-500' | 'hang' | 'not-json';
  locale: Locale;
  kind: 'list' | 'detail';
  path: () => string;
  match: () => string;
  /** What the page shows once the upstream is back. */
  heading: () => Promise<string>;
}[] = [
  {
    mode: 'error-500',
    locale: 'tm',
    kind: 'list',
    path: () => '/tm/news?page=3',
    match: () => '/content/api/v1/news/',
    heading: async () => MESSAGES.tm.News.title,
  },
  {
    mode: 'hang',
    locale: 'ru',
    kind: 'list',
    path: () => '/ru/news?page=3',
    match: () => '/content/api/v1/news/',
    heading: async () => MESSAGES.ru.News.title,
  },
  {
    mode: 'not-json',
    locale: 'en',
    kind: 'list',
    path: () => '/en/news?page=3',
    match: () => '/content/api/v1/news/',
    heading: async () => MESSAGES.en.News.title,
  },
  {
    mode: 'error-500',
    locale: 'ru',
    kind: 'detail',
    path: () => `/ru/news-details/${news['failing detail, frame kept'].id}`,
    match: () => `/content/api/v1/news/${news['failing detail, frame kept'].id}`,
    heading: async () =>
      (await demoContent<{ data: DemoNews }>(`/news/${news['failing detail, frame kept'].id}`, 'ru')).data.title,
  },
];

async function withoutScript(browser: Browser, walk: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await walk(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const { mode, locale, kind, path, match, heading } of WITHOUT_SCRIPT) {
  test(`${mode}: ${locale}'s ${kind} page never rendered reads without JavaScript: a 500 no cache keeps, the frame, the message, a retry and the way home`, async ({
    browser,
    request,
  }) => {
    const t = MESSAGES[locale];
    const url = `${FAILURE_SITE_URL}${path()}`;
    await setFault(request, { mode, match: match() });

    // The document as it comes, before any script could draw in it.
    const raw = await request.get(url);
    expect(raw.status()).toBe(500);
    expect(raw.headers()['cache-control']).toMatch(/no-store/);
    const html = await raw.text();
    expect(html).toContain(`<html lang="${languageTag(locale)}"`);
    expect(html).not.toContain('__next_error__');
    for (const text of [t.Errors.unexpected, t.Errors.unavailable, t.Errors.retry, t.NotFound.backHome])
      expect(html).toContain(text);

    await withoutScript(browser, async (page) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(500);
      expect(response?.headers()['cache-control']).toMatch(/no-store/);
      await expect(page.locator('html')).toHaveAttribute('lang', languageTag(locale));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: t.Navigation.mainMenu })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.Errors.unexpected);
      await expect(main.getByText(t.Errors.unavailable)).toBeVisible();
      await expect(main.getByRole('link', { name: t.Errors.retry })).toHaveAttribute('href', path());
      await expect(main.getByRole('link', { name: t.NotFound.backHome })).toHaveAttribute('href', `/${locale}`);
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(t.Errors.unexpected)}`));

      // Nothing kept the failure: the same address, asked again, is the page.
      await clearFault(request);
      const recovered = await page.goto(url);
      expect(recovered?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(await heading());
    });
  });
}

test('the failed page as the server sends it, before any script runs, passes axe', async ({ page, request }) => {
  // The site's scripts are kept away, so that what axe reads is the server's HTML, not error.tsx.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await setFault(request, { mode: 'error-500', match: '/content/api/v1/image/' });
  expect((await page.goto(`${FAILURE_SITE_URL}/tm/photos`))?.status()).toBe(500);
  await expect(page.getByRole('main').getByRole('link', { name: MESSAGES.tm.Errors.retry })).toHaveAttribute(
    'href',
    '/tm/photos',
  );
  await expectAccessible(page);
});

test('with JavaScript, the failed page offers its retry button, which brings the page in without a reload once the upstream is back', async ({
  page,
  request,
}) => {
  const url = `${FAILURE_SITE_URL}/en/article?page=2`;
  const { results } = await demoContent<DemoList<DemoItem>>('/article/?limit=21&offset=21', 'en');
  await setFault(request, { mode: 'error-500', match: '/content/api/v1/article/' });
  expect((await page.goto(url))?.status()).toBe(500);
  const main = page.getByRole('main');
  const retry = main.getByRole('button', { name: texts.Errors.retry });
  await expect(retry).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.Errors.unexpected);
  await expect(main.getByRole('link', { name: texts.NotFound.backHome })).toHaveAttribute('href', '/en');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page);

  await clearFault(request);
  const sameDocument = await markDocument(page);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.Articles.title);
  await expect(main.getByRole('article')).toHaveCount(results.length);
  expect(await sameDocument()).toBe(true);
});

test('an answer that was not JSON is not served again from the data cache once the upstream recovers', async ({
  page,
  request,
}) => {
  // Next's data cache keeps a 200 as it came, before the site can read it. The revalidation
  // site keeps answers for five minutes: only asking the upstream again brings the page back now.
  const target = revalidationSiteNews['kept over an answer that is no JSON'];
  const url = `${REVALIDATION_SITE_URL}/en/news-details/${target.id}`;
  const fault = `${EDITABLE_DEMO_ORIGIN}/__demo/fault`;
  expect(
    (await request.post(fault, { data: { mode: 'not-json', match: `/content/api/v1/news/${target.id}` } })).ok(),
  ).toBe(true);
  try {
    await expectUncachedFailure(page, url);
  } finally {
    expect((await request.delete(fault)).ok()).toBe(true);
  }
  expect((await page.goto(url))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
});

// The demo's faults match paths, not queries: these tests fail lists that no other test of
// this file reads.
test('a list page with no good render answers 500 while its list fails, then the list', async ({ page, request }) => {
  await setFault(request, { mode: 'error-500', match: '/content/api/v1/article/' });
  await expectUncachedFailure(page, `${FAILURE_SITE_URL}/tm/article`, { locale: 'tm' });
  await expectAccessible(page);
  await clearFault(request);
  expect((await page.goto(`${FAILURE_SITE_URL}/tm/article`))?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(21);
});

test('a page whose sidebar fails is not kept half-rendered either', async ({ page, request }) => {
  const [branch] = (await demoProvider<DemoList<DemoItem>>('/branch?limit=1&offset=0', 'ru')).results;
  // The branch itself answers; the categories beside it do not.
  await setFault(request, { mode: 'error-500', match: '/api/branchcategory' });
  await expectUncachedFailure(page, `${FAILURE_SITE_URL}/ru/branch-details/${branch!.id}`, { locale: 'ru' });
});

test('empty: a detail page whose sidebar has no other items says so', async ({ page, request }) => {
  const [competition] = (await demoProvider<DemoList<DemoItem>>('/competition?limit=1&offset=0', 'en')).results;
  // Every list of competitions is empty; the competition itself answers as it would.
  await setFault(request, { mode: 'empty', match: '/en/api/competition' });
  const response = await page.goto(`${FAILURE_SITE_URL}/en/competition-details/${competition!.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(competition!.title);
  const upcoming = page.getByRole('complementary', { name: texts.Competitions.upcoming });
  await expect(upcoming.getByText(MESSAGES.en.Common.noItems)).toBeVisible();
  await expect(upcoming.getByRole('listitem')).toHaveCount(0);
});

test('not-found: a missing item is a 404', async ({ page, request }) => {
  const target = news['not-found'];
  await setFault(request, { mode: 'not-found', match: `/content/api/v1/news/${target.id}` });
  expect((await page.goto(`${FAILURE_SITE_URL}/en/news-details/${target.id}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.NotFound.title);
});

test('bad-item: a broken list item is left out; a broken detail is unavailable, not half-rendered', async ({
  page,
  request,
}) => {
  await setFault(request, { mode: 'bad-item', match: '/content/api/v1/article/' });
  await page.goto(`${FAILURE_SITE_URL}/ru/article`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(20);

  const target = news['bad-item'];
  await setFault(request, { mode: 'bad-item', match: `/content/api/v1/news/${target.id}` });
  await expectUncachedFailure(page, `${FAILURE_SITE_URL}/en/news-details/${target.id}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(target.title);
});

test('while both upstreams refuse, the server stays up and in service, and says which are down', async ({
  page,
  request,
}) => {
  await setFault(request, { mode: 'refuse' });
  await expectUncachedFailure(page, `${FAILURE_SITE_URL}/en/news-details/${news['both upstreams down'].id}`, {
    frame: false,
  });
  // Live and ready: its page cache still serves what was rendered before.
  expect((await request.get(`${FAILURE_SITE_URL}/api/health`)).status()).toBe(200);
  const ready = await request.get(`${FAILURE_SITE_URL}/api/ready`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'serving', sharedCache: 'not configured' });
  // The upstreams' own status, checked at most every few seconds: only up or down, this site
  // having no STATUS_SECRET to unlock the details.
  const upstreams = async () => {
    const response = await request.get(`${FAILURE_SITE_URL}/api/upstreams`);
    return { status: response.status(), body: await response.json() };
  };
  await expect.poll(upstreams, { timeout: 15_000 }).toEqual({
    status: 503,
    body: { status: 'down', upstreams: { provider: 'down', content: 'down' } },
  });
  await clearFault(request);
  await expect.poll(upstreams, { timeout: 15_000 }).toEqual({
    status: 200,
    body: { status: 'up', upstreams: { provider: 'up', content: 'up' } },
  });
});

test('one render of a detail page asks the upstream each question once, all at the same time', async ({ request }) => {
  const target = news['one render'];
  // Every answer takes a second, so that a call started only after another's answer shows.
  await setFault(request, { mode: 'slow', delayMs: 1000 });
  expect((await request.delete(REQUEST_LOG_URL)).ok()).toBe(true);
  // One request, no browser: a browser would prefetch links and render more pages. Nothing
  // has asked for this item yet, so its page and its answer are cold.
  const response = await request.get(`${FAILURE_SITE_URL}/en/news-details/${target.id}`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(target.title);
  const requests = ((await (await request.get(REQUEST_LOG_URL)).json()) as { requests: LoggedRequest[] }).requests;

  // Each call once: the item (asked for by generateMetadata and the page), the other news
  // beside it (six, and one to spare), the ticker's five news and the footer's five lessons
  // (those three from the answers other pages cached, or refreshed beside the item's).
  const paths = requests.map((logged) => logged.path);
  expect(new Set(paths).size, paths.join(' ')).toBe(paths.length);
  expect(paths).toContain(`/content/api/v1/news/${target.id}?lang=en`);
  for (const path of paths) {
    expect([
      `/content/api/v1/news/${target.id}?lang=en`,
      '/content/api/v1/news/?limit=7&offset=0&lang=en',
      '/content/api/v1/news/?limit=5&offset=0&lang=en',
      '/provider/en/api/course?limit=5&offset=0',
    ]).toContain(path);
  }
  // No waterfall: every call was made before the first answer came back.
  const firstAnswer = Math.min(...requests.map((logged) => logged.answeredAt ?? Infinity));
  for (const logged of requests) expect(logged.receivedAt, logged.path).toBeLessThan(firstAnswer);
});

test("sitemaps and feeds are made once an hour, not per request: asked again past the answers' second, no upstream call", async ({
  request,
}) => {
  const addresses = ['/sitemap.xml', '/sitemaps/0.xml', '/ru/news/rss.xml', '/tm/article/rss.xml'];
  for (const address of addresses)
    expect((await request.get(`${FAILURE_SITE_URL}${address}`)).status(), address).toBe(200);
  // The failure site keeps upstream answers for one second: a sitemap read per request would ask
  // again. A wait, not a poll: nothing answers differently once that second has passed, unless
  // the feeds are made per request, which is what this test looks for.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect((await request.delete(REQUEST_LOG_URL)).ok()).toBe(true);
  for (const address of addresses) {
    const response = await request.get(`${FAILURE_SITE_URL}${address}`);
    expect(response.status(), address).toBe(200);
    expect(await response.text(), address).toContain('<?xml');
  }
  const requests = ((await (await request.get(REQUEST_LOG_URL)).json()) as { requests: { path: string }[] }).requests;
  expect(requests.map((logged) => logged.path)).toEqual([]);
});

test('a page asked for again is served from the page cache: no render, no upstream call', async ({ request }) => {
  // The revalidation site keeps pages for five minutes; its upstream logs what it is asked.
  const target = revalidationSiteNews['served from the page cache'];
  const url = `${REVALIDATION_SITE_URL}/ru/news-details/${target.id}`;
  const log = `${EDITABLE_DEMO_ORIGIN}/__demo/requests`;
  const itemCalls = async () =>
    ((await (await request.get(log)).json()) as { requests: { path: string }[] }).requests.filter(
      (logged) => logged.path === `/content/api/v1/news/${target.id}?lang=ru`,
    ).length;
  expect((await request.get(url)).status()).toBe(200);
  const callsAfterFirst = await itemCalls();
  expect(callsAfterFirst).toBe(1);
  const again = await request.get(url);
  expect(again.status()).toBe(200);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await itemCalls()).toBe(callsAfterFirst);
});

test('a page rendered earlier keeps being served from the page cache while the upstream fails', async ({ page }) => {
  const target = news['stale'];
  const url = `${STALE_SITE_URL}/en/news-details/${target.id}`;
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);

  await setFault(page.request, { mode: 'error-500' });
  // The stale site keeps pages and answers for one second. Twice, the page is visited until it
  // is served past that second (STALE), a visit that asks for a new render, which meets the
  // failure; every visit meanwhile is a kept render (HIT), never one that met the failure.
  // After a failed render Next keeps the last good one three seconds more before it tries again
  // (response-cache's retainPreviousCacheEntry), and on a busy machine a visit with its checks
  // takes seconds: each round may poll for a while.
  test.setTimeout(90_000);
  for (const attempt of [1, 2]) {
    await expect
      .poll(
        async () => {
          const response = (await page.goto(url))!;
          expect(response.status(), `attempt ${attempt}`).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
          await expect(page.getByRole('complementary').getByRole('listitem')).toHaveCount(6);
          expect(response.headers()['cache-control']).not.toContain('no-store');
          return response.headers()['x-nextjs-cache'];
        },
        { message: `attempt ${attempt}`, timeout: 30_000 },
      )
      .toBe('STALE');
  }
});

/** A page of each kind whose upstream fields carry hostile HTML, and how to find its id. */
const HOSTILE_PAGES: { page: string; id: () => Promise<number> }[] = [
  { page: '/en/news-details', id: async () => news['hostile html'].id },
  {
    page: '/ru/service-details',
    id: async () => (await demoProvider<DemoList<DemoItem>>('/service', 'en')).results[0]!.id,
  },
  {
    page: '/ru/competition-details',
    id: async () => (await demoProvider<DemoList<DemoItem>>('/competition?limit=1&offset=0', 'en')).results[0]!.id,
  },
];

for (const { page: kind, id } of [...HOSTILE_PAGES, { page: '/ru/lessons', id: undefined }]) {
  test(`hostile HTML from the upstream never runs on ${kind}, fresh or cached, and never needs the CSP to stop it`, async ({
    page,
    request,
  }) => {
    const pathname = id ? `${kind}/${await id()}` : kind;
    await setFault(request, { mode: 'hostile-html' });
    const dialogs: string[] = [];
    const violations: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    // Rendered on the first visit, served from the page cache on the second.
    for (const visit of ['fresh', 'cached']) {
      const response = await page.goto(`${FAILURE_SITE_URL}${pathname}`);
      if (visit === 'cached') expect(response?.headers()['x-nextjs-cache'], pathname).toMatch(/^(HIT|STALE)$/);
      // The page rendered the hostile fields (their harmless text is there) ...
      await expect(page.getByRole('main').getByRole('link', { name: 'new tab' }).first()).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      await page.waitForLoadState('networkidle');
      // ... and nothing in them ran or survived as markup that could.
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), pathname).toBeUndefined();
      const main = page.getByRole('main');
      await expect(
        main.locator(
          'script:not([type="application/ld+json"]), iframe, object, embed, form, svg, math, style, meta, base',
        ),
      ).toHaveCount(0);
      await expect(main.locator('[onerror], [onload], [onclick], [onmouseover], [onfocus], [ontoggle]')).toHaveCount(0);
      await expect(main.locator('a[href^="javascript:" i], a[href^="data:" i], img[src^="javascript:" i]')).toHaveCount(
        0,
      );
    }
    expect(dialogs).toEqual([]);
    expect(violations).toEqual([]);
  });
}

/** A search on the failure site, and what it found. */
function searchOnFailureSite(page: Page) {
  return {
    search: (locale: Locale, query: string) =>
      page.goto(`${FAILURE_SITE_URL}/${locale}/search?q=${encodeURIComponent(query)}`),
    results: page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') }),
  };
}

test('search keeps its last good index while an upstream fails', async ({ page }) => {
  const { search, results } = searchOnFailureSite(page);
  const word = await commonNewsWord('en');
  // The index of the failure site: made when it started, or, where that reading met the faults of
  // the tests before or timed out while every site started, by the first search since. Reading
  // every list of a language takes a few seconds, and more on a busy machine.
  await expect
    .poll(
      async () => {
        await search('en', word);
        return results.count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  // The heading gives the number of all results, not only of the page's.
  const count = page.getByRole('main').getByRole('heading', { level: 2 });
  const found = await count.innerText();

  // Advertisements are read by the search alone, not by the page's frame.
  await setFault(page.request, { mode: 'error-500', match: '/mahabat' });
  expect((await page.request.delete(REQUEST_LOG_URL)).ok()).toBe(true);
  const failedReadings = async () =>
    ((await (await page.request.get(REQUEST_LOG_URL)).json()) as { requests: LoggedRequest[] }).requests.filter(
      (logged) => logged.path.includes('/mahabat'),
    ).length;
  // The failure site keeps answers for one second: searched until the index has asked again (and
  // met the failure), each search finding what it found before, and once more after.
  await expect
    .poll(
      async () => {
        expect((await search('en', word))?.status()).toBe(200);
        await expect(count).toHaveText(found);
        return failedReadings();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(1);
  expect((await search('en', word))?.status()).toBe(200);
  await expect(count).toHaveText(found);
});

test('a new instance answers a search at once while its first index is being read', async ({ page }) => {
  // It starts a server of its own: seconds, and over 15 on a busy machine.
  test.slow();
  const url = `http://localhost:${SITE_PORTS.fresh}`;
  // The advertisements, read by the search alone, answer only after a long while: longer than a
  // busy machine takes to start the server and make the first page (the index is read from the
  // start, so a shorter wait was over before the search was asked on a busy machine). The page
  // never waits for them, so the test does not either.
  await setFault(page.request, { mode: 'slow', delayMs: 30_000, match: '/mahabat' });
  expect((await page.request.delete(REQUEST_LOG_URL)).ok()).toBe(true);
  const site = startSite(SITE_PORTS.fresh, {
    ...siteEnvironment(FAULTY_DEMO_ORIGIN, 1),
    NEXT_DIST_DIR: siteDistDir('fresh'),
    UPSTREAM_TIMEOUT_MS: '10000',
  });
  try {
    await untilLive(url, 15_000);
    const search = `${url}/ru/search?q=${encodeURIComponent('конкурс')}`;
    const response = await page.goto(search);
    expect(response?.status()).toBe(200);
    // A query's first ask is kept nowhere; from its second, a second at most, by the page cache and
    // a CDN: the searches after find once the index is made.
    expect(response?.headers()['cache-control']).toMatch(/\bno-store\b/);
    expect((await page.request.get(search)).headers()['cache-control']).toMatch(/^s-maxage=1,/);
    await expect(page.getByRole('main').getByText(MESSAGES.ru.Search.unavailable)).toBeVisible();
    await expect(page.getByRole('navigation', { name: MESSAGES.ru.Navigation.mainMenu })).toBeVisible();
    // Answered while the reading it would have waited for was still unanswered.
    const log = ((await (await page.request.get(REQUEST_LOG_URL)).json()) as { requests: LoggedRequest[] }).requests;
    const advertisements = log.filter((logged) => logged.path.includes('/mahabat'));
    expect(advertisements.length).toBeGreaterThan(0);
    expect(advertisements.every((logged) => logged.answeredAt === null)).toBe(true);
    await expectAccessible(page);
    // Once made, the index finds: the main site's warm-up waits for that, and lib/search's unit tests.
  } finally {
    await stop(site);
  }
});
