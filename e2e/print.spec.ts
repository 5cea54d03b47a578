import { expect, test } from '@playwright/test';
import { demoContent, demoProvider, MESSAGES, type DemoItem, type DemoList, type DemoNews } from './support';

/*
 * A detail page on paper: its title, date, picture, text and address; no menus, ticker,
 * sidebar, footer or buttons.
 */

const PAGES = [
  { kind: 'news', list: () => demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', 'en'), path: 'news-details' },
  {
    kind: 'article',
    list: () => demoContent<DemoList<DemoNews>>('/article/?limit=1&offset=0', 'en'),
    path: 'article-details',
  },
  {
    kind: 'competition',
    list: () => demoProvider<DemoList<DemoItem>>('/competition?limit=1&offset=0', 'en'),
    path: 'competition-details',
  },
  {
    kind: 'e-lesson',
    list: () => demoProvider<DemoList<DemoItem>>('/course?limit=1&offset=0', 'en'),
    path: 'lesson-details',
  },
  { kind: 'service', list: () => demoProvider<DemoList<DemoItem>>('/service', 'en'), path: 'service-details' },
];

for (const { kind, list, path } of PAGES) {
  test(`a ${kind} page prints as a document of its own content`, async ({ page }) => {
    const [item] = (await list()).results;
    const address = `/en/${path}/${item!.id}`;
    await page.goto(address);
    await page.emulateMedia({ media: 'print' });

    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const pictures = await main.locator('article img').all();
    if (kind === 'news') expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) await expect(picture).toBeVisible();
    await expect(main.locator('article p').first()).toBeVisible();
    if (kind === 'news' || kind === 'article') await expect(main.locator('article time').first()).toBeVisible();
    // The page's address, which the screen does not show.
    await expect(main.getByText(new RegExp(`^https?://[^/]+${address}$`))).toBeVisible();

    for (const part of [
      page.getByRole('navigation', { name: MESSAGES.en.Navigation.mainMenu }),
      page.getByRole('region', { name: MESSAGES.en.Ticker.label }),
      page.getByRole('complementary'),
      page.getByRole('contentinfo'),
      page.getByRole('navigation', { name: MESSAGES.en.Common.breadcrumb }),
    ]) {
      await expect(part.first()).toBeHidden();
    }
    for (const button of await page.getByRole('button', { includeHidden: true }).all())
      await expect(button).toBeHidden();

    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
}
