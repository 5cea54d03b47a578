import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { callHook, demoNews, newsHeading, retitleNews, revalidate, undoEdits } from './editing';
import { EDITABLE_DEMO_ORIGIN, REVALIDATION_SITE_NEWS, REVALIDATION_SITE_URL, SITE_URL, siteDistDir } from './servers';
import { commonNewsWord, itemsByName, type DemoNews } from './support';

/*
 * On-demand revalidation on a site that caches upstream answers for five minutes: an edit in
 * the upstream stays unseen until the hook is called, and is shown by the next request
 * after it. The demo's edits and the site's cache are shared by these tests, so they run
 * one after another, each from a freshly revalidated cache.
 */
test.describe.configure({ mode: 'serial' });

const SITE = REVALIDATION_SITE_URL;
let news: Record<(typeof REVALIDATION_SITE_NEWS)[number], DemoNews>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // The site is started in the background with the others; wait until it answers.
  await expect
    .poll(async () => (await fetch(`${SITE}/api/health`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
  news = itemsByName(await demoNews(EDITABLE_DEMO_ORIGIN, 'en', REVALIDATION_SITE_NEWS.length), REVALIDATION_SITE_NEWS);
});

test.beforeEach(async () => {
  await revalidate(SITE, { collection: 'news' }, ['news']);
});

test.afterEach(async () => {
  await undoEdits(EDITABLE_DEMO_ORIGIN);
});

test('the hook answers only a known collection, with the secret, on a site that has one', async () => {
  expect((await callHook(SITE_URL, { collection: 'news' })).status, 'no secret configured').toBe(404);
  expect((await callHook(SITE, { collection: 'news' }, null)).status).toBe(401);
  expect((await callHook(SITE, { collection: 'news' }, 'e2e-revalidate-secret-4b9d2b')).status).toBe(401);
  expect((await callHook(SITE, 'collection=news')).status).toBe(400);
  const unknown = await callHook(SITE, { collection: 'pages' });
  expect(unknown.status).toBe(400);
  expect(await unknown.json()).toMatchObject({ problems: [expect.stringMatching(/^collection: /)] });
  expect((await fetch(`${SITE}/api/revalidate`)).status, 'only POST').toBe(405);
});

test('an edited item shows at once in every language after its own revalidation, and only there', async ({ page }) => {
  const target = news['retitled, its own tag'];
  const [ru] = (await demoNews(EDITABLE_DEMO_ORIGIN, 'ru', REVALIDATION_SITE_NEWS.length)).filter(
    (item) => item.id === target.id,
  );
  expect(await newsHeading(page, SITE, 'en', target.id)).toBe(target.title);
  expect(await newsHeading(page, SITE, 'ru', target.id)).toBe(ru!.title);
  await page.goto(`${SITE}/en/news`);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: target.title, exact: true }) });
  await expect(card).toHaveCount(1);

  const edited = `Edited news ${Date.now()}`;
  await retitleNews(EDITABLE_DEMO_ORIGIN, target.id, edited);
  expect(await newsHeading(page, SITE, 'en', target.id), 'still the cached answer').toBe(target.title);
  expect(await newsHeading(page, SITE, 'ru', target.id), 'still the cached answer').toBe(ru!.title);

  await revalidate(SITE, { collection: 'news', id: target.id }, [`news:${target.id}`]);
  expect(await newsHeading(page, SITE, 'en', target.id)).toBe(edited);
  expect(await newsHeading(page, SITE, 'ru', target.id)).toBe(edited);
  // The page's title too, as a browser shows it.
  await page.goto(`${SITE}/ru/news-details/${target.id}`);
  await expect(page).toHaveTitle(new RegExp(`^${edited} \\| `));

  // The lists keep their own answers until the collection is revalidated or they expire.
  await page.goto(`${SITE}/en/news`);
  await expect(card).toHaveCount(1);
});

test('an edited item shows everywhere at once after its collection is revalidated', async ({ page }) => {
  const target = news['retitled, its collection'];
  await page.goto(`${SITE}/en/news`);
  const cards = page.getByRole('main').getByRole('article');
  const titleOf = (title: string) => cards.filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(titleOf(target.title)).toHaveCount(1);
  expect(await newsHeading(page, SITE, 'en', target.id)).toBe(target.title);

  const edited = `Edited news ${Date.now()}`;
  await retitleNews(EDITABLE_DEMO_ORIGIN, target.id, edited);
  await page.goto(`${SITE}/en/news`);
  await expect(titleOf(target.title), 'still the cached list').toHaveCount(1);

  await revalidate(SITE, { collection: 'news' }, ['news']);
  await page.goto(`${SITE}/en/news`);
  await expect(titleOf(edited)).toHaveCount(1);
  await expect(titleOf(target.title)).toHaveCount(0);
  expect(await newsHeading(page, SITE, 'en', target.id)).toBe(edited);
});

test('an edited title is found by search on the next request or the one after the hook', async ({ page }) => {
  const target = news['retitled, found by search'];
  const word = `zebrafinch${Date.now()}`;
  const results = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  const titlesFound = async (query: string) => {
    await page.goto(`${SITE}/en/search?q=${query}`);
    return results.getByRole('heading').allInnerTexts();
  };
  // The index the site made when it started.
  await expect.poll(() => titlesFound(encodeURIComponent(target.title))).toContain(target.title);

  await retitleNews(EDITABLE_DEMO_ORIGIN, target.id, `Edited ${word}`);
  expect(await titlesFound(word), 'the index is still the one made before').toEqual([]);

  await revalidate(SITE, { collection: 'news' }, ['news']);
  // The first search after the hook starts the index's refresh; the searches after it find the edit.
  await expect.poll(() => titlesFound(word), { intervals: [200], timeout: 15_000 }).toEqual([`Edited ${word}`]);
});

/*
 * Addresses a bot makes up cost what exists, not what is asked: this site's upstream logs every
 * request it gets, and these tests run here, one after another with the revalidations above.
 */
const REQUEST_LOG_URL = `${EDITABLE_DEMO_ORIGIN}/__demo/requests`;

test('page numbers past the end of a list are 404s without an upstream call, once the end is known', async ({
  request,
}) => {
  /** The upstream calls for the competitions list past its first page. */
  const callsPastFirstPage = async () =>
    ((await (await request.get(REQUEST_LOG_URL)).json()) as { requests: { path: string }[] }).requests.filter(
      (logged) => /^\/provider\/en\/api\/competition\?limit=\d+&offset=(?!0\b)/.test(logged.path),
    ).length;
  expect((await request.get(`${SITE}/en/competitions`)).status()).toBe(200);
  // The first made-up number may ask, if the end this instance knows is older than its pages.
  expect((await request.get(`${SITE}/en/competitions?page=900`)).status()).toBe(404);
  const before = await callsPastFirstPage();
  for (let page = 901; page < 921; page += 1) {
    expect((await request.get(`${SITE}/en/competitions?page=${page}`)).status()).toBe(404);
  }
  expect(await callsPastFirstPage()).toBe(before);
});

test('a page of search results is kept for its query as it is read, in memory, never in the page cache on disk', async ({
  request,
}) => {
  const query = `kept${Date.now()} ${await commonNewsWord('en')}`;
  const cacheStatus = async (typed: string) =>
    (await request.get(`${SITE}/en/search?q=${encodeURIComponent(typed)}`)).headers()['x-nextjs-cache'];
  // Its first ask is made for that request alone, past the page cache: as typed, it is the same query.
  expect(await cacheStatus(`  ${query.replace(' ', '   ')} `)).toBeUndefined();
  expect(await cacheStatus(query)).toBe('MISS');
  // Kept for a second until this instance's index is read again after the hook (the tests above call it).
  await expect.poll(() => cacheStatus(query), { timeout: 15_000 }).toBe('HIT');
  const files = await readdir(path.join(siteDistDir('revalidation'), 'server'), { recursive: true });
  expect(files.filter((file) => file.includes(Buffer.from(query).toString('base64url')))).toEqual([]);
});

test('an unknown id is asked upstream once, and its 404 page is kept in memory, never in the page cache on disk', async ({
  request,
}) => {
  const id = 8_000_000 + (Date.now() % 1_000_000);
  const itemCalls = async () =>
    ((await (await request.get(REQUEST_LOG_URL)).json()) as { requests: { path: string }[] }).requests.filter(
      (logged) => logged.path === `/content/api/v1/news/${id}?lang=en`,
    ).length;
  for (let visit = 0; visit < 3; visit += 1) {
    expect((await request.get(`${SITE}/en/news-details/${id}`)).status()).toBe(404);
  }
  expect(await itemCalls()).toBe(1);
  const files = await readdir(path.join(siteDistDir('revalidation'), 'server'), { recursive: true });
  expect(files.filter((file) => file.includes(`news-details/${id}.`))).toEqual([]);
});
