import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  demoContent,
  demoProvider,
  LOCALES,
  MESSAGES,
  upstreamLang,
  type DemoItem,
  type DemoList,
  type DemoNews,
} from './support';

/*
 * Every page reads with JavaScript off: its content is in place in the HTML, with nothing
 * held back for a script to reveal. Each page is asked for twice: rendered, then cached.
 */

async function withoutScript(browser: Browser, baseURL: string | undefined, walk: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await walk(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Nothing waits for a script: no skeleton, no hidden block of content, no busy region. */
async function expectNothingHeldBack(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const hiddenContent = await page
    .locator('div[hidden]')
    .evaluateAll((blocks) =>
      blocks.filter((block) => (block.textContent ?? '').trim() !== '').map((block) => block.textContent),
    );
  expect(hiddenContent).toEqual([]);
}

for (const locale of LOCALES) {
  const t = MESSAGES[locale];

  test(`in ${locale}, the home page, a list and a detail with its sidebar read without JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    const [latest] = (await demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', locale)).results;
    const services = (await demoProvider<DemoList<DemoItem>>('/service', locale)).results;
    await withoutScript(browser, baseURL, async (page) => {
      for (const visit of ['rendered', 'cached']) {
        await page.goto(`/${locale}`);
        await expectNothingHeldBack(page);
        const home = page.getByRole('main');
        await expect(
          home.locator('section[aria-labelledby="home-news"]').getByRole('article').first(),
          visit,
        ).toBeVisible();
        await expect(home.getByRole('link', { name: services[0]!.title }).first()).toBeVisible();
        // The slides are a strip that scrolls, by keyboard once focused; its buttons need script.
        await expect(home.getByRole('list', { name: t.Home.slider })).toHaveAttribute('tabindex', '0');
        await expect(home.getByRole('button', { name: t.Home.nextSlide })).toHaveCount(0);
        await expect(
          page.getByRole('region', { name: t.Ticker.label }).getByRole('link', { name: latest!.title }),
        ).toHaveCount(1);

        const list = await page.goto(`/${locale}/news?page=2`);
        // From the page cache, not rendered for this visit (STALE: kept past its minute, made again behind).
        if (visit === 'cached') expect(list?.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
        await expectNothingHeldBack(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.News.title);
        await expect(page.getByRole('main').getByRole('article')).toHaveCount(21);
        await expect(page.getByRole('navigation', { name: t.Pager.label }).locator('[aria-current="page"]')).toHaveText(
          '2',
        );
        // The language links lead to the same page of the list.
        const languages = page.getByRole('navigation', { name: t.Header.languages }).getByRole('link');
        await expect(languages).toHaveCount(LOCALES.length);
        for (const other of LOCALES) {
          await expect(languages.and(page.locator(`[hreflang="${upstreamLang(other)}"]`))).toHaveAttribute(
            'href',
            `/${other}/news?page=2`,
          );
        }

        await page.goto(`/${locale}/news-details/${latest!.id}`);
        await expectNothingHeldBack(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest!.title);
        const sidebar = page.getByRole('complementary');
        await expect(sidebar.getByRole('listitem')).toHaveCount(6);
        await expect(sidebar.getByRole('link').first()).toHaveAttribute(
          'href',
          new RegExp(`^/${locale}/news-details/\\d+$`),
        );
      }
    });
  });

  test(`in ${locale}, a 404 holds the whole page in its HTML`, async ({ browser, baseURL }) => {
    await withoutScript(browser, baseURL, async (page) => {
      for (const pathname of [
        `/${locale}/no-such-page`,
        `/${locale}/news-details/999999999`,
        `/${locale}/news?page=999`,
      ]) {
        for (const visit of ['rendered', 'cached']) {
          const response = await page.goto(pathname);
          expect(response?.status(), `${pathname} ${visit}`).toBe(404);
          await expect(page.locator('html')).toHaveAttribute('lang', upstreamLang(locale));
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.NotFound.title);
          await expect(page.getByText(t.NotFound.text)).toBeVisible();
          await expect(page.getByRole('main').getByRole('link', { name: t.NotFound.backHome })).toHaveAttribute(
            'href',
            `/${locale}`,
          );
        }
      }
    });
  });
}
