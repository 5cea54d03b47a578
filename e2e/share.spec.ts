import { expect, test } from '@playwright/test';
import { COPIED_SHOWN_MS } from '../lib/limits';
import { demoContent, expectAccessible, MESSAGES, type DemoList, type DemoNews } from './support';

/* A detail page offers its canonical address, in its language, to pass on. */

test('a detail page is shared by Telegram, e-mail or a copied link, with its canonical address', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's clock, to move past the copied notice's time rather than wait it out.
  await page.clock.install();
  const [latest] = (await demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', 'ru')).results;
  await page.goto(`/ru/news-details/${latest!.id}`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`/ru/news-details/${latest!.id}$`));

  const t = MESSAGES.ru.Share;
  const share = page.getByRole('region', { name: t.heading });
  const telegram = new URL((await share.getByRole('link', { name: t.telegram }).getAttribute('href'))!);
  expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url');
  expect(telegram.searchParams.get('url')).toBe(canonical);
  expect(telegram.searchParams.get('text')).toBe(latest!.title);
  const email = new URL((await share.getByRole('link', { name: t.email }).getAttribute('href'))!);
  expect(email.protocol).toBe('mailto:');
  expect(email.searchParams.get('subject')).toBe(latest!.title);
  expect(email.searchParams.get('body')).toBe(canonical);

  // The first button, whatever it says: its name changes once it has copied.
  const copy = share.getByRole('button').first();
  await expect(copy).toHaveText(t.copy);
  // Held still from here, so that only runFor moves it, however long the steps between take.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await copy.click();
  await expect(share.getByRole('status')).toHaveText(t.copied);
  // A sighted reader sees it worked: the button says so, then offers to copy again.
  await expect(copy).toHaveText(`✓ ${t.copied}`);
  await expect(copy).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  await page.clock.runFor(COPIED_SHOWN_MS - 100);
  await expect(copy).toHaveText(`✓ ${t.copied}`);
  await page.clock.runFor(100);
  await expect(copy).toHaveText(t.copy);
  // Time runs again: axe's scan waits on timers.
  await page.clock.resume();
  // The device's share sheet is offered only where the browser has one.
  const hasShareSheet = await page.evaluate(() => typeof navigator.share === 'function');
  await expect(share.getByRole('button', { name: t.share })).toHaveCount(hasShareSheet ? 1 : 0);
  await expectAccessible(page);
});

test('without JavaScript, the share links are there and the buttons are not', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const [latest] = (await demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', 'en')).results;
  await page.goto(`/en/news-details/${latest!.id}`);
  const t = MESSAGES.en.Share;
  const share = page.getByRole('region', { name: t.heading });
  await expect(share.getByRole('link')).toHaveText([t.telegram, t.email]);
  await expect(share.getByRole('button')).toHaveCount(0);
  await context.close();
});
