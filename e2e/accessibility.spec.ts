import { expect, test } from '@playwright/test';
import {
  demoContent,
  demoProvider,
  expectAccessible,
  MESSAGES,
  type DemoItem,
  type DemoList,
  type DemoNews,
  type Locale,
} from './support';

/*
 * axe-core's WCAG 2.2 A and AA checks, once per kind of page: a test each, so that one slow
 * check never shares a time limit with another. The languages take turns, so that each one's
 * texts are checked somewhere. The states only a script makes (menus, dialogs, the lightbox, an
 * opened answer) are checked where they are tested, once each.
 */

const PHONE = { width: 375, height: 740 };

/** The first id of a content (`content`) or provider (`provider`) list of the demo. */
async function firstId(api: 'content' | 'provider', path: string, locale: Locale): Promise<number> {
  const list =
    api === 'content'
      ? await demoContent<DemoList<DemoItem>>(`${path}?limit=1&offset=0`, locale)
      : await demoProvider<DemoList<DemoItem>>(`${path}?limit=1&offset=0`, locale);
  return list.results[0]!.id;
}

const KINDS: { kind: string; locale: Locale; path: (locale: Locale) => Promise<string> | string }[] = [
  { kind: 'home', locale: 'tm', path: () => '' },
  { kind: 'news list', locale: 'ru', path: () => '/news?page=2' },
  {
    kind: 'news detail',
    locale: 'en',
    path: async (locale) =>
      `/news-details/${(await demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', locale)).results[0]!.id}`,
  },
  { kind: 'article list', locale: 'tm', path: () => '/article' },
  {
    kind: 'article detail',
    locale: 'ru',
    path: async (locale) => `/article-details/${await firstId('content', '/article/', locale)}`,
  },
  { kind: 'photo albums', locale: 'en', path: () => '/photos' },
  {
    kind: 'album',
    locale: 'tm',
    path: async (locale) => `/gallery-details/${await firstId('content', '/image/', locale)}`,
  },
  { kind: 'videos', locale: 'ru', path: () => '/videos' },
  { kind: 'advertisements', locale: 'en', path: () => '/advertisements' },
  {
    kind: 'advertisement detail',
    locale: 'tm',
    path: async (locale) => `/advertisement-details/${await firstId('provider', '/mahabat', locale)}`,
  },
  { kind: 'competitions', locale: 'ru', path: () => '/competitions' },
  {
    kind: 'competition detail',
    locale: 'en',
    path: async (locale) => `/competition-details/${await firstId('provider', '/competition', locale)}`,
  },
  { kind: 'lessons', locale: 'tm', path: () => '/lessons' },
  {
    kind: 'lesson detail',
    locale: 'ru',
    path: async (locale) => `/lesson-details/${await firstId('provider', '/course', locale)}`,
  },
  { kind: 'instructor profile', locale: 'en', path: () => '/instructor-profile' },
  { kind: 'branches', locale: 'tm', path: () => '/branches/all' },
  {
    kind: 'branches of a category',
    locale: 'ru',
    path: async (locale) =>
      `/branches/${(await demoProvider<DemoList<DemoItem>>('/branchcategory', locale)).results[0]!.id}`,
  },
  {
    kind: 'branch detail',
    locale: 'en',
    path: async (locale) => `/branch-details/${await firstId('provider', '/branch', locale)}`,
  },
  { kind: 'offices', locale: 'tm', path: () => '/offices/all' },
  {
    kind: 'office detail',
    locale: 'ru',
    path: async (locale) => `/office-details/${await firstId('provider', '/mudirlik', locale)}`,
  },
  { kind: 'services', locale: 'en', path: () => '/services' },
  {
    kind: 'service detail',
    locale: 'tm',
    path: async (locale) =>
      `/service-details/${(await demoProvider<DemoList<DemoItem>>('/service', locale)).results[0]!.id}`,
  },
  { kind: 'FAQ', locale: 'ru', path: () => '/faq' },
  { kind: 'about', locale: 'en', path: () => '/about' },
  { kind: 'contact', locale: 'tm', path: () => '/contact' },
  { kind: 'digital service', locale: 'ru', path: () => '/digital/e-school' },
  { kind: 'accessibility statement', locale: 'en', path: () => '/accessibility' },
  { kind: 'search results', locale: 'tm', path: () => '/search?q=sahamca' },
  { kind: 'not found', locale: 'ru', path: () => '/no-such-page' },
];

for (const { kind, locale, path } of KINDS) {
  test(`${kind} (${locale})`, async ({ page }) => {
    const address = `/${locale}${await path(locale)}`;
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(kind === 'not found' ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
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
