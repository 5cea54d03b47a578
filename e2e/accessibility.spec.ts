import { expect, test, type Page } from '@playwright/test';
import {
  demoContent,
  demoProvider,
  expectAccessible,
  markedTurkmenWord,
  MESSAGES,
  type DemoItem,
  type DemoList,
  type Locale,
} from './support';

/*
 * axe-core's WCAG 2.2 A and AA checks, once per kind of page: a test each, so that one slow
 * check never shares a time limit with another. The languages take turns, so that each one's
 * texts are checked somewhere. The states only a script makes (menus, dialogs, the lightbox, an
 * opened answer) are checked where they are tested, once each.
 */

const PHONE = { width: 375, height: 740 };

/** Pages whose address names no item. */
const PAGES: { kind: string; locale: Locale; path: string; status?: number }[] = [
  { kind: 'home', locale: 'tm', path: '' },
  { kind: 'news list', locale: 'ru', path: '/news?page=2' },
  { kind: 'article list', locale: 'tm', path: '/article' },
  { kind: 'photo albums', locale: 'en', path: '/photos' },
  { kind: 'videos', locale: 'ru', path: '/videos' },
  { kind: 'advertisements', locale: 'en', path: '/advertisements' },
  { kind: 'competitions', locale: 'ru', path: '/competitions' },
  { kind: 'lessons', locale: 'tm', path: '/lessons' },
  { kind: 'instructor profile', locale: 'en', path: '/instructor-profile' },
  { kind: 'branches', locale: 'tm', path: '/branches/all' },
  { kind: 'offices', locale: 'tm', path: '/offices/all' },
  { kind: 'services', locale: 'en', path: '/services' },
  { kind: 'FAQ', locale: 'ru', path: '/faq' },
  { kind: 'about', locale: 'en', path: '/about' },
  { kind: 'contact', locale: 'tm', path: '/contact' },
  { kind: 'digital service', locale: 'ru', path: '/digital/e-school' },
  { kind: 'accessibility statement', locale: 'en', path: '/accessibility' },
  { kind: 'not found', locale: 'ru', path: '/no-such-page', status: 404 },
];

/** Pages of one item: the demo's first item of `list`, in the content or the provider API. */
const ITEM_PAGES: { kind: string; locale: Locale; page: string; api: 'content' | 'provider'; list: string }[] = [
  { kind: 'news detail', locale: 'en', page: '/news-details', api: 'content', list: '/news/' },
  { kind: 'article detail', locale: 'ru', page: '/article-details', api: 'content', list: '/article/' },
  { kind: 'album', locale: 'tm', page: '/gallery-details', api: 'content', list: '/image/' },
  { kind: 'advertisement detail', locale: 'tm', page: '/advertisement-details', api: 'provider', list: '/mahabat' },
  { kind: 'competition detail', locale: 'en', page: '/competition-details', api: 'provider', list: '/competition' },
  { kind: 'lesson detail', locale: 'ru', page: '/lesson-details', api: 'provider', list: '/course' },
  { kind: 'branches of a category', locale: 'ru', page: '/branches', api: 'provider', list: '/branchcategory' },
  { kind: 'branch detail', locale: 'en', page: '/branch-details', api: 'provider', list: '/branch' },
  { kind: 'office detail', locale: 'ru', page: '/office-details', api: 'provider', list: '/mudirlik' },
  { kind: 'service detail', locale: 'tm', page: '/service-details', api: 'provider', list: '/service' },
];

async function firstId({ api, list, locale }: { api: 'content' | 'provider'; list: string; locale: Locale }) {
  const read = api === 'content' ? demoContent : demoProvider;
  return (await read<DemoList<DemoItem>>(`${list}?limit=1&offset=0`, locale)).results[0]!.id;
}

async function expectPageAccessible(page: Page, address: string, status = 200) {
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(status);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
}

for (const { kind, locale, path, status } of PAGES) {
  test(`${kind} (${locale})`, async ({ page }) => {
    await expectPageAccessible(page, `/${locale}${path}`, status);
  });
}

test('search results (tm), found by a word typed without its letters’ marks', async ({ page }) => {
  const { typed } = await markedTurkmenWord();
  await expectPageAccessible(page, `/tm/search?q=${encodeURIComponent(typed)}`);
});

for (const item of ITEM_PAGES) {
  test(`${item.kind} (${item.locale})`, async ({ page }) => {
    await expectPageAccessible(page, `/${item.locale}${item.page}/${await firstId(item)}`);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const [kind, address] of [
    ['home', '/en'],
    ['news list', '/tm/news'],
  ] as const) {
    test(`${kind} (${address})`, async ({ page }) => {
      await page.goto(address);
      await expect(
        page.getByRole('button', { name: MESSAGES[address.slice(1, 3) as Locale].Navigation.openMenu }),
      ).toBeVisible();
      await expectAccessible(page);
    });
  }
});

// The marks drawn by the style sheet (the search button's magnifier, the networks' marks, the
// calendar link's) are a background through a mask, which forced colours would drop.
test('in forced colours the marks drawn by CSS are painted in the colour of what they mark', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ forcedColors: 'active' });
  for (const [address, marked] of [
    ['/en', 'header form[role="search"] button[type="submit"]'],
    ['/en', 'footer a[class*="_socialLink"]'],
    ['/en/competitions', 'main a[href$=".ics"]'],
  ] as const) {
    await page.goto(address);
    const element = page.locator(marked).first();
    await expect(element, `${address} ${marked}`).toBeVisible();
    const colours = await element.evaluate((node) => ({
      mark: getComputedStyle(node, '::before').backgroundColor,
      text: getComputedStyle(node).color,
    }));
    expect(colours.mark, `${address} ${marked}`).toBe(colours.text);
  }
});
