import { expect, test, type Locator, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { foldTerm } from '../lib/search/terms';
import {
  commonNewsWord,
  DATE_WITH_TIME,
  demoContent,
  demoProvider,
  escapeRegExp,
  expectAccessible,
  LOCALES,
  longNewsWord,
  markDocument,
  markedTurkmenWord,
  MESSAGES,
  type DemoItem,
  type DemoList,
  type DemoNews,
  type Locale,
} from './support';

/* The site search: from the header's box to a result's page, in each language, with and without script. */

const searchTexts = (locale: Locale) => MESSAGES[locale].Search;

/** The results' heading, formatted as the site formats it. */
const countHeading = (locale: Locale, count: number, query: string) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Search' })('count', { count, query });

/** The longest word of a title: one that search must find it by. */
const longestWord = (title: string) =>
  title.match(/[\p{L}\p{N}]+/gu)!.reduce((longest, word) => (word.length > longest.length ? word : longest));

const results = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });

for (const locale of LOCALES) {
  test(`${locale}: the header's search box finds a news item by a word of its title, marked, and opens it`, async ({
    page,
  }) => {
    const [item] = (await demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', locale)).results;
    const word = longestWord(item!.title);
    const t = searchTexts(locale);
    await page.goto(`/${locale}/news`);
    const box = page.getByRole('banner').getByRole('search').getByRole('searchbox', { name: t.label });
    await box.click();
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=`));
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(main.getByRole('searchbox', { name: t.label })).toHaveValue(word);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(/\d/);
    const result = results(page).filter({ has: page.getByRole('link', { name: item!.title, exact: true }) });
    await expect(result).toHaveCount(1);
    await expect(result.getByText(t.kinds.news, { exact: true })).toBeVisible();
    await expect(result.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    const marked = await result.locator('mark').allInnerTexts();
    expect(marked.length).toBeGreaterThan(0);
    for (const text of marked) expect(foldTerm(text).startsWith(foldTerm(word))).toBe(true);

    await result.getByRole('link', { name: item!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/news-details/${item!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item!.title);
  });
}

/** The links to the results of each kind, above them. */
const kindFilters = (page: Page, locale: Locale) =>
  page.getByRole('main').getByRole('navigation', { name: searchTexts(locale).kindFilters });

/** A filter link's text as the site writes it: the kind's name and its count. */
const filterText = (locale: Locale, name: string, count: number) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Search' })('kindFilter', { name, count });

/** Where the results shown lead, without the origin. */
const resultPaths = (page: Page) =>
  results(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** The number a results heading gives. */
const headingCount = async (page: Page) =>
  Number((await page.getByRole('main').getByRole('heading', { level: 2 }).innerText()).match(/\d+/)?.[0] ?? 0);

/** Its second and third letters swapped: two edits, beyond the one search forgives in a word of six or seven letters. */
const misspelt = (word: string) => `${word[0]}${word[2]}${word[1]}${word.slice(3)}`;

/** The demo's competitions, and the first word of six or seven letters of their titles. */
async function competitionWord(locale: Locale) {
  const competitions = (await demoProvider<DemoList<DemoItem>>('/competition?limit=100&offset=0', locale)).results;
  const word = competitions
    .flatMap(({ title }) => title.match(/\p{L}+/gu) ?? [])
    .find((found) => /^\p{L}{6,7}$/u.test(found));
  expect(word, locale).toBeDefined();
  return word!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a misspelt word is offered its spelling, a link to its results that keeps the kind', async ({ page }) => {
    const word = await competitionWord('en');
    const typed = misspelt(word);
    const t = searchTexts('en');
    await page.goto(`/en/search?q=${encodeURIComponent(typed)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(countHeading('en', 0, typed));
    const offer = main.getByText(t.didYouMean.replace(/<link>.*<\/link>/, word));
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: word, exact: true })).toHaveAttribute(
      'href',
      `/en/search?q=${encodeURIComponent(word)}`,
    );
    await offer.getByRole('link', { name: word, exact: true }).click();
    await expect(page).toHaveURL(`/en/search?q=${encodeURIComponent(word)}`);
    expect(await headingCount(page)).toBeGreaterThan(0);
    await expect(main.getByRole('searchbox', { name: t.label })).toHaveValue(word);
    // Spelt right, nothing is offered.
    await expect(main.getByText(t.didYouMean.split('<link>')[0]!)).toHaveCount(0);

    // Narrowed to competitions, the offer keeps the kind.
    await page.goto(`/en/search?q=${encodeURIComponent(typed)}&kind=competition`);
    const link = main.getByRole('link', { name: word, exact: true });
    await expect(link).toHaveAttribute('href', `/en/search?q=${encodeURIComponent(word)}&kind=competition`);
    await link.click();
    await expect(kindFilters(page, 'en').locator('[aria-current="true"]')).toHaveText(
      new RegExp(`^${MESSAGES.en.Navigation.competitions} \\(\\d+\\)$`),
    );
  });

  test('the results are narrowed to a kind by links with counts that keep the query and language', async ({ page }) => {
    const locale = 'ru';
    const t = searchTexts(locale);
    const query = await competitionWord(locale);
    await page.goto(`/${locale}/search?q=${encodeURIComponent(query)}`);
    const total = await headingCount(page);
    const filters = kindFilters(page, locale).getByRole('link');
    // All first, marked, then each kind found, in the menu's order; their counts add up to all.
    await expect(filters.first()).toHaveText(filterText(locale, t.allKinds, total));
    await expect(filters.first()).toHaveAttribute('aria-current', 'true');
    const texts = await filters.allInnerTexts();
    expect(texts.length).toBeGreaterThan(2);
    const counts = texts.slice(1).map((text) => Number(text.match(/\((\d+)\)$/)![1]));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
    for (const href of await filters.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      const url = new URL(href!, 'http://site.test');
      expect(url.pathname).toBe(`/${locale}/search`);
      expect(url.searchParams.get('q')).toBe(query);
    }

    const competitions = filters.filter({ hasText: MESSAGES[locale].Navigation.competitions });
    const count = Number((await competitions.innerText()).match(/\((\d+)\)$/)![1]);
    await competitions.click();
    await expect(page).toHaveURL(`/${locale}/search?q=${encodeURIComponent(query)}&kind=competition`);
    expect(await headingCount(page)).toBe(count);
    await expect(results(page)).toHaveCount(Math.min(count, 10));
    await expect(kindFilters(page, locale).locator('[aria-current="true"]')).toHaveText(
      filterText(locale, MESSAGES[locale].Navigation.competitions, count),
    );
    // Every result is a competition, its date with its time.
    expect(await resultPaths(page)).toEqual(
      Array(Math.min(count, 10)).fill(expect.stringMatching(new RegExp(`^/${locale}/competition-details/\\d+$`))),
    );
    await expect(results(page).locator('time')).toHaveText(Array(Math.min(count, 10)).fill(DATE_WITH_TIME));
    // The language links keep the kind.
    const languages = page.getByRole('navigation', { name: MESSAGES[locale].Header.languages });
    const english = new URL((await languages.locator('a[lang="en"]').getAttribute('href'))!, 'http://site.test');
    expect([...english.searchParams]).toEqual([
      ['q', query],
      ['kind', 'competition'],
    ]);
    await filters.first().click();
    await expect(page).toHaveURL(`/${locale}/search?q=${encodeURIComponent(query)}`);
    expect(await headingCount(page)).toBe(total);
  });

  test('the results read and page with real links, and are kept from search engines', async ({ page }) => {
    const t = searchTexts('en');
    const word = await commonNewsWord('en');
    const response = await page.goto('/en/search');
    expect(response?.headers()['cache-control']).toMatch(/^s-maxage=\d+/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('main').getByText(t.prompt)).toBeVisible();

    const form = page.getByRole('main').getByRole('search');
    await form.getByRole('searchbox', { name: t.label }).fill(word);
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(`/en/search?q=${encodeURIComponent(word)}`);
    const heading = page.getByRole('main').getByRole('heading', { level: 2 });
    const count = Number((await heading.innerText()).match(/\d+/)![0]);
    expect(count).toBeGreaterThan(10);
    await expect(heading).toHaveText(countHeading('en', count, word));
    await expect(results(page)).toHaveCount(10);
    const firstPage = await results(page).getByRole('heading').allInnerTexts();

    const pager = page.getByRole('navigation', { name: MESSAGES.en.Pager.label });
    await pager.getByRole('link', { name: MESSAGES.en.Pager.next }).click();
    await expect(page).toHaveURL(`/en/search?q=${encodeURIComponent(word)}&page=2`);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    // Each page of results has a title of its own.
    await expect(page).toHaveTitle(
      new RegExp(`^Search: ${escapeRegExp(word)} — ${MESSAGES.en.Pager.page.replace('{page}', '2')} \\|`),
    );
    const secondPage = await results(page).getByRole('heading').allInnerTexts();
    expect(secondPage.length).toBe(Math.min(10, count - 10));
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  });
});

test('a misspelt Turkmen word is offered its spelling with its letters’ marks, and the offer is accessible', async ({
  page,
}) => {
  const word = (await competitionWord('tm')).toLowerCase();
  const typed = misspelt(foldTerm(word));
  await page.goto(`/tm/search?q=${encodeURIComponent(typed)}`);
  const link = page.getByRole('main').getByRole('link', { name: word, exact: true });
  await expect(link).toHaveAttribute('href', `/tm/search?q=${encodeURIComponent(word)}`);
  await expectAccessible(page);
});

test('a kind narrows the pages of results too', async ({ page }) => {
  const locale = 'en';
  const query = await commonNewsWord(locale);
  const t = searchTexts(locale);
  await page.goto(`/${locale}/search?q=${encodeURIComponent(query)}&kind=news`);
  const count = await headingCount(page);
  expect(count).toBeGreaterThan(10);
  await expect(page).toHaveTitle(
    new RegExp(
      `^${t.resultsOfKindTitle.replace('{query}', query).replace('{kind}', t.kinds.news).replace(/[()]/g, '\\$&')} \\|`,
    ),
  );
  const pager = page.getByRole('navigation', { name: MESSAGES[locale].Pager.label });
  await expect(pager.getByRole('link', { name: MESSAGES[locale].Pager.next })).toHaveAttribute(
    'href',
    `/${locale}/search?q=${encodeURIComponent(query)}&kind=news&page=2`,
  );
  await pager.getByRole('link', { name: MESSAGES[locale].Pager.next }).click();
  await expect(page).toHaveURL(/&kind=news&page=2$/);
  await expect(results(page)).toHaveCount(Math.min(10, count - 10));
  expect(await resultPaths(page)).toEqual(
    Array(Math.min(10, count - 10)).fill(expect.stringMatching(new RegExp(`^/${locale}/news-details/\\d+$`))),
  );
  await expect(kindFilters(page, locale).locator('[aria-current="true"]')).toHaveText(
    filterText(locale, MESSAGES[locale].Navigation.news, count),
  );
});

test('the results narrowed to a kind, with the links to each kind, are accessible', async ({ page }) => {
  const locale = 'ru';
  const query = await commonNewsWord(locale);
  await page.goto(`/${locale}/search?q=${encodeURIComponent(query)}&kind=news`);
  await expect(kindFilters(page, locale).locator('[aria-current="true"]')).toHaveText(
    filterText(locale, MESSAGES[locale].Navigation.news, await headingCount(page)),
  );
  await expectAccessible(page);
});

test('a kind that names none is ignored: the results of every kind, with All marked', async ({ page }) => {
  const locale = 'en';
  const query = await commonNewsWord(locale);
  await page.goto(`/${locale}/search?q=${encodeURIComponent(query)}`);
  const all = await headingCount(page);
  const response = await page.goto(`/${locale}/search?q=${encodeURIComponent(query)}&kind=nonsense`);
  expect(response?.status()).toBe(200);
  expect(await headingCount(page)).toBe(all);
  await expect(kindFilters(page, locale).locator('[aria-current="true"]')).toHaveText(
    filterText(locale, searchTexts(locale).allKinds, all),
  );
});

test('a Turkmen word typed without its letters’ marks finds it with them, ranked and marked', async ({ page }) => {
  const { word, typed } = await markedTurkmenWord();
  await page.goto(`/tm/search?q=${encodeURIComponent(typed)}`);
  // Marked as written, with its marks; a word one letter from it may be marked too.
  const marked = await page.getByRole('main').locator('mark').allInnerTexts();
  expect(marked.map((text) => text.toLowerCase())).toContain(word);
  await expect(results(page).first().getByRole('link')).toHaveText(new RegExp(escapeRegExp(word), 'i'));
});

test('a typo in a longer word still finds it; a Russian word is found by its beginning', async ({ page }) => {
  // Two letters near its end swapped, as a quick hand does: two edits, forgiven from eight letters.
  const long = await longNewsWord('en', 8);
  const typo = `${long.slice(0, -3)}${long.at(-2)}${long.at(-3)}${long.at(-1)}`;
  await page.goto(`/en/search?q=${encodeURIComponent(typo)}`);
  await expect(results(page).first().locator('mark').first()).toHaveText(new RegExp(`^${escapeRegExp(long)}`, 'i'));
  const beginning = (await longNewsWord('ru', 9)).slice(0, 5);
  await page.goto(`/ru/search?q=${encodeURIComponent(beginning)}`);
  await expect(results(page).first().locator('mark').first()).toHaveText(new RegExp(`^${beginning}`, 'i'));
});

test('a word that is in nearly everything finds itself first, not longer words it begins', async ({ page }) => {
  await page.goto('/en/search?q=the');
  // Every passage marked is the word itself (`The`, `the`), never `thermodynamics` or `their`.
  const marked = await results(page).locator('mark').allInnerTexts();
  expect(marked.length).toBeGreaterThan(10);
  expect(new Set(marked.map((text) => text.toLowerCase()))).toEqual(new Set(['the']));
});

test('the language links of a page of results keep its query and lead to its first page', async ({ page }) => {
  const query = `${await commonNewsWord('en')} ${await commonNewsWord('ru')}`;
  await page.goto(`/en/search?q=${encodeURIComponent(query)}&page=2`);
  const languages = page.getByRole('navigation', { name: MESSAGES.en.Header.languages });
  for (const locale of LOCALES) {
    const href = await languages.locator(`a[lang="${locale === 'tm' ? 'tk' : locale}"]`).getAttribute('href');
    const url = new URL(href!, 'http://site.test');
    expect(url.pathname, locale).toBe(`/${locale}/search`);
    expect([...url.searchParams], locale).toEqual([['q', query]]);
  }
});

for (const pageNumber of ['99', 'abc']) {
  test(`a page of results that does not exist (page=${pageNumber}) says so and leads to the first`, async ({
    page,
  }) => {
    const t = searchTexts('en');
    const firstPage = `/en/search?q=${encodeURIComponent(await commonNewsWord('en'))}`;
    await page.goto(`${firstPage}&page=${pageNumber}`);
    await expect(page.getByRole('main').getByText(t.noSuchPage)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: t.firstPage }).click();
    await expect(page).toHaveURL(firstPage);
    await expect(results(page)).toHaveCount(10);
  });
}

test('a page of results asked for by its cached path is a 404: only the public address, which nginx limits, searches', async ({
  request,
}) => {
  const word = await commonNewsWord('en');
  const asWritten = Buffer.from(word).toString('base64url');
  expect((await request.get(`/en/search?q=${encodeURIComponent(word)}`)).status()).toBe(200);
  // Nor the twin a query's first ask is made at (lib/search/first-asks.ts).
  for (const segment of [asWritten, encodeURIComponent(word), `${asWritten}=`, '_w', `once/${asWritten}`]) {
    for (const page of ['1', '2']) {
      const response = await request.get(`/en/search/${segment}/${page}`);
      expect(response.status(), `${segment}/${page}`).toBe(404);
    }
  }
  // Nor with letters of its path percent-encoded, which the router reads as the same path.
  for (const path of [
    `/en/%73earch/${asWritten}/1`,
    `/en/%73earch/once/${asWritten}/1`,
    `/%65n/search/once/${asWritten}/1`,
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a query that finds nothing says so and suggests what to try', async ({ page }) => {
  await page.goto('/en/search?q=zqxjvw');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(countHeading('en', 0, 'zqxjvw'));
  await expect(page.getByRole('main').getByText(searchTexts('en').noResultsHint)).toBeVisible();
  await expectAccessible(page);
});

test('a query longer than the box holds is cut, never refused', async ({ page }) => {
  const word = await commonNewsWord('en');
  const long = `${word} ${'x'.repeat(300)}`;
  const response = await page.goto(`/en/search?q=${long}`);
  expect(response?.status()).toBe(200);
  const box = page.getByRole('main').getByRole('searchbox');
  expect((await box.inputValue()).length).toBe(100);
  await expect(box).toHaveAttribute('maxlength', '100');
  // And the page says so; a query the box holds whole does not hear it.
  const cut = searchTexts('en').cut.replace('{length}', '100');
  await expect(page.getByRole('main').getByText(cut)).toBeVisible();
  await page.goto(`/en/search?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('main').getByText(cut)).toHaveCount(0);
});

for (const [width, locale, query] of [
  [375, 'ru', 'достопримечательностями'],
  [1280, 'en', 'x'.repeat(100)],
] as const) {
  test(`a long word without spaces wraps on a page of results ${width} px wide (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/${locale}/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(query);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('a question found in the FAQ opens on the FAQ page', async ({ page }) => {
  const faq = (await demoProvider<DemoList<{ id: number; question: string }>>('/faq', 'en')).results;
  const question = faq[faq.length - 1]!;
  await page.goto(`/en/search?q=${encodeURIComponent(question.question)}`);
  const result = results(page)
    .filter({ hasText: searchTexts('en').kinds.faq })
    .first();
  await expect(result.getByRole('link')).toHaveText(question.question);
  await result.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/en/faq#question-${question.id}$`));
  const details = page.locator('details').filter({ has: page.locator(`#question-${question.id}`) });
  await expect(details).toHaveAttribute('open', '');
  await expect(details.locator('summary')).toHaveText(question.question);
  await expect(details.locator('summary')).toBeInViewport();
});

test('search finds photo albums, videos and the pages about the centre', async ({ page }) => {
  const t = searchTexts('en');
  const [album] = (await demoContent<DemoList<DemoItem>>('/image/?limit=1&offset=0', 'en')).results;
  const [video] = (await demoContent<DemoList<DemoItem>>('/video/?limit=1&offset=0', 'en')).results;
  for (const [query, kind, title, href] of [
    [album!.title, t.kinds.album, album!.title, `/en/gallery-details/${album!.id}`],
    // A video plays in its list, on the page that holds it: the newest on the first.
    [video!.title, t.kinds.video, video!.title, '/en/videos'],
    // The street of the centre's address, on the contact page.
    ['Archabil', t.kinds.page, MESSAGES.en.Contact.title, '/en/contact'],
  ]) {
    await page.goto(`/en/search?q=${encodeURIComponent(query!)}`);
    const result = results(page)
      .filter({ hasText: kind! })
      .filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(result.first().getByRole('link', { name: title, exact: true })).toHaveAttribute('href', href!);
  }
});

/** The FAQ's last question: far enough down for the page to scroll and the menu bar to stick. */
async function lastQuestion(page: Page, locale: Locale) {
  const faq = (await demoProvider<DemoList<{ id: number; question: string }>>('/faq', locale)).results;
  const { id, question } = faq[faq.length - 1]!;
  const item = page.locator('details').filter({ has: page.locator(`#question-${id}`) });
  const heading = item.locator('summary');
  return { id, item, heading, question };
}

/** Where the question starts below the stuck menu bar's bottom, once it stays (negative: under the bar). */
async function settledGapBelowMenuBar(page: Page, heading: Locator) {
  const bar = page.locator('[data-stuck]');
  await expect(bar).toBeVisible();
  const gap = async () => {
    const [barBox, headingBox] = await Promise.all([bar.boundingBox(), heading.boundingBox()]);
    return headingBox!.y - (barBox!.y + barBox!.height);
  };
  // The bar drops in (its animation), then nothing moves: two readings a second apart agree.
  let last: number | undefined;
  await expect
    .poll(
      async () => {
        const now = await gap();
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [1000] },
    )
    .toBe(true);
  return last!;
}

// The page lays out while it loads (the first answer closes as the linked one opens, the bar
// sticks): the browser's jump to the fragment and the page's own must end at the same place.
for (const [width, locale] of [
  [1280, 'en'],
  [375, 'tm'],
] as const) {
  test(`a link into the FAQ shows its question below the menu bar (${locale}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    const { id, item, heading, question } = await lastQuestion(page, locale);
    await page.goto(`/${locale}/faq#question-${id}`);
    await expect(item).toHaveAttribute('open', '');
    await expect(heading).toHaveText(question);
    const gap = await settledGapBelowMenuBar(page, heading);
    // At the top of what the reader sees, a little below the bar: not under it, not halfway down.
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(32);
  });
}

test('without JavaScript a link into the FAQ opens its question at the top of the window', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 375, height: 700 },
  });
  const page = await context.newPage();
  const { id, item, heading, question } = await lastQuestion(page, 'ru');
  await page.goto(`/ru/faq#question-${id}`);
  await expect(item).toHaveAttribute('open', '');
  await expect(heading).toHaveText(question);
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  // Below where the bar would stick, with the answer under it in view.
  expect(top).toBeGreaterThanOrEqual(48);
  expect(top).toBeLessThanOrEqual(100);
  await context.close();
});

test('a link into the FAQ followed from another page of the site opens its question below the menu bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const { id, item, heading, question } = await lastQuestion(page, 'tm');
  await page.goto('/tm/news');
  // Hydrated: the router follows the site's links from here on.
  await expect(page.locator('[data-enhanced]').first()).toBeAttached();
  // An editor's link in an article's text, like those the upstream's HTML may hold.
  await page.getByRole('main').evaluate((main, href) => {
    const link = Object.assign(document.createElement('a'), { href, textContent: 'FAQ' });
    main.prepend(link);
  }, `/tm/faq#question-${id}`);
  const sameDocument = await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tm/faq#question-${id}$`));
  await expect(item).toHaveAttribute('open', '');
  await expect(heading).toHaveText(question);
  // Followed by the router, not by the browser, which would have opened the question itself.
  expect(await sameDocument()).toBe(true);
  const gap = await settledGapBelowMenuBar(page, heading);
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(32);
});

test('on a phone the search box is in the menu panel', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const t = searchTexts('ru');
  await page.goto('/ru/competitions');
  const header = page.getByRole('banner');
  await expect(header.getByRole('searchbox', { name: t.label })).toBeHidden();
  await header.getByRole('button', { name: MESSAGES.ru.Navigation.openMenu }).click();
  const panel = page.getByRole('dialog', { name: MESSAGES.ru.Navigation.mainMenu });
  const box = panel.getByRole('searchbox', { name: t.label });
  await box.fill('конкурс');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ru\/search\?q=/);
  await expect(results(page).first().locator('mark').first()).toHaveText(/^конкурс/i);
});

test('where the brand row has no room for the box, the menu bar ends with a link to the search page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  const t = searchTexts('tm');
  await page.goto('/tm/faq');
  const header = page.getByRole('banner');
  await expect(header.getByRole('searchbox', { name: t.label })).toBeHidden();
  const menuBar = header.getByRole('navigation', { name: MESSAGES.tm.Navigation.mainMenu });
  const link = menuBar.getByRole('link', { name: t.title, exact: true });
  // On the menu bar's row, at its end: not a lone link on a row of its own.
  const [barBox, linkBox] = await Promise.all([menuBar.boundingBox(), link.boundingBox()]);
  expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(barBox!.y + barBox!.height);
  expect(barBox!.x + barBox!.width - (linkBox!.x + linkBox!.width)).toBeLessThan(40);
  await expect(header.getByRole('link', { name: t.title, exact: true })).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(/\/tm\/search$/);
  const { word, typed } = await markedTurkmenWord();
  await page.getByRole('main').getByRole('searchbox', { name: t.label }).fill(typed);
  await page.keyboard.press('Enter');
  await expect(results(page).first().locator('mark').first()).toHaveText(new RegExp(`^${escapeRegExp(word)}`, 'i'));
});
