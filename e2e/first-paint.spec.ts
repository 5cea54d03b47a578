import { expect, test, type Page } from '@playwright/test';
import { demoContent, type DemoList, type DemoNews } from './support';

/*
 * The largest picture above the fold loads at once, with high priority; every other
 * picture of the page's main part waits until it is near the screen.
 */

async function mainPictures(page: Page, pathname: string) {
  await page.goto(pathname);
  return page.locator('main img').evaluateAll((images) =>
    images.map((image) => ({ loading: image.getAttribute('loading'), priority: image.getAttribute('fetchpriority') })),
  );
}

const LIST_PAGES = ['/en/news', '/en/article', '/en/photos', '/en/videos', '/en/advertisements', '/en/competitions', '/en/lessons', '/en/branches/all'];

for (const pathname of LIST_PAGES) {
  test(`${pathname}: the first card's picture loads at once, the others lazily`, async ({ page }) => {
    const [first, ...others] = await mainPictures(page, pathname);
    expect(first).toEqual({ loading: 'eager', priority: 'high' });
    expect(others.length).toBeGreaterThan(0);
    for (const picture of others) expect(picture).toEqual({ loading: 'lazy', priority: null });
  });
}

test('the home page loads its first slide at once and the cards below lazily', async ({ page }) => {
  const [first, ...others] = await mainPictures(page, '/en');
  expect(first).toEqual({ loading: 'eager', priority: 'high' });
  expect(others.length).toBeGreaterThan(10);
  for (const picture of others) {
    expect(picture.loading).not.toBe('eager');
    expect(picture.priority).toBeNull();
  }
});

test("a detail page loads its item's picture at once and the sidebar's lazily", async ({ page }) => {
  const [latest] = (await demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', 'en')).results;
  const [first, ...others] = await mainPictures(page, `/en/news-details/${latest!.id}`);
  expect(first).toEqual({ loading: 'eager', priority: 'high' });
  expect(others).toHaveLength(6);
  for (const picture of others) expect(picture).toEqual({ loading: 'lazy', priority: null });
});
