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

test('on paper a page names the centre, keeps its headings with what follows, and its text’s links print their addresses', async ({
  page,
  baseURL,
}) => {
  // The advertisements whose text links to the contact page and to another site.
  const ads = (await demoProvider<DemoList<DemoItem>>('/mahabat?limit=100&offset=0', 'en')).results;
  let found = { internal: false, external: false };
  for (const ad of ads) {
    await page.goto(`/en/advertisement-details/${ad.id}`);
    await page.emulateMedia({ media: 'print' });
    const text = page.getByRole('main').locator('article');
    const centre = page.locator('body > .print-only');
    await expect(centre).toHaveText(`${MESSAGES.en.Site.name} (${MESSAGES.en.Site.shortName})`);
    await expect(centre).toBeVisible();
    for (const heading of await page.locator('main :is(h1, h2, h3)').all()) {
      expect(await heading.evaluate((element) => getComputedStyle(element).breakAfter)).toBe('avoid');
    }
    const printedAfter = (selector: string) =>
      text
        .locator(selector)
        .first()
        .evaluate((link) => getComputedStyle(link, '::after').content);
    if ((await text.locator('a[href="/en/contact"]').count()) > 0) {
      expect(await printedAfter('a[href="/en/contact"]')).toBe(`" (${new URL(baseURL!).origin}/en/contact)"`);
      found = { ...found, internal: true };
    }
    const external = text.locator('a[href^="https://"]');
    if ((await external.count()) > 0) {
      const href = await external.first().getAttribute('href');
      expect(await printedAfter('a[href^="https://"]')).toBe(`" (${href})"`);
      found = { ...found, external: true };
    }
    await page.emulateMedia({ media: 'screen' });
    await expect(centre).toBeHidden();
    if (found.internal && found.external) break;
  }
  expect(found).toEqual({ internal: true, external: true });
});

test('on paper the title shares its sheet with the picture, the centre’s name sits in the margins, the source shows its address and calendars are left out', async ({
  page,
}) => {
  const news = (
    await demoContent<DemoList<DemoNews & { source_link: string | null }>>('/news/?limit=20&offset=0', 'en')
  ).results;
  const sourced = news.find((item) => item.source_link);
  expect(sourced, 'a news item with a source').toBeDefined();
  await page.goto(`/en/news-details/${sourced!.id}`);
  await page.emulateMedia({ media: 'print' });

  const title = page.getByRole('heading', { level: 1 });
  const centre = page.locator('body > .print-only');
  // Its words start where the page's text does, inside the same margins.
  const textStart = (element: Element) =>
    element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft);
  const [titleStart, centreStart] = [await title.evaluate(textStart), await centre.evaluate(textStart)];
  expect(Math.abs(centreStart - titleStart)).toBeLessThanOrEqual(1);
  // The picture is small enough to follow the title on its sheet, and the title keeps with it.
  const picture = page.getByRole('main').locator('article img').first();
  const pictureBox = await picture.boundingBox();
  const nineCentimetres = (9 / 2.54) * 96;
  expect(pictureBox!.height).toBeLessThanOrEqual(nineCentimetres + 1);
  const banner = page.locator('main div[class*="_banner"]').filter({ has: title });
  expect(await banner.evaluate((element) => getComputedStyle(element).breakAfter)).toBe('avoid');

  const source = page.getByRole('link', { name: new RegExp(`^${MESSAGES.en.Common.source}`) });
  expect(await source.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  expect(await source.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(
    `" (${sourced!.source_link})"`,
  );

  const competition = (await demoProvider<DemoList<DemoItem>>('/competition?limit=1&offset=0', 'en')).results[0]!;
  await page.goto(`/en/competition-details/${competition.id}`);
  await expect(page.getByRole('link', { name: MESSAGES.en.Competitions.addToCalendar })).toBeHidden();
  await page.goto('/en/competitions');
  await expect(page.getByRole('link', { name: MESSAGES.en.Competitions.calendarSubscribe })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('link', { name: MESSAGES.en.Competitions.calendarSubscribe })).toBeVisible();
});
