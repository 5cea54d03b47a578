import { expect, test } from '@playwright/test';
import { demoContent, MESSAGES, type DemoList, type DemoNews } from './support';

test.describe('a path without a language', () => {
  test('goes to Turkmen when nothing says otherwise', async ({ request }) => {
    const response = await request.get('/news', { maxRedirects: 0, headers: { 'Accept-Language': '' } });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/tm\/news$/);
  });

  test('follows Accept-Language, where tk means Turkmen', async ({ request }) => {
    const turkmen = await request.get('/news-details/3', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'tk-TM,tk;q=0.9' },
    });
    expect(turkmen.headers().location).toMatch(/\/tm\/news-details\/3$/);
    const russian = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.5' },
    });
    expect(russian.headers().location).toMatch(/\/ru$/);
  });

  test('prefers the remembered language over Accept-Language', async ({ request }) => {
    const response = await request.get('/news', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'ru', Cookie: 'NEXT_LOCALE=en' },
    });
    expect(response.headers().location).toMatch(/\/en\/news$/);
  });
});

test('the language flags keep the page and its page number, and remember the choice', async ({ page, context }) => {
  await page.goto('/en/news?page=2');
  const switcher = page.getByRole('navigation', { name: MESSAGES.en.Header.languages });
  const russian = switcher.getByRole('link', { name: 'Русский' });
  expect(
    await switcher.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(['/tm/news?page=2', '/ru/news?page=2', '/en/news?page=2']);
  await expect(russian).toHaveAttribute('lang', 'ru');
  await expect(switcher.getByRole('link', { name: 'Türkmençe' })).toHaveAttribute('lang', 'tk');
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

  await russian.click();
  await expect(page).toHaveURL(/\/ru\/news\?page=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.ru.News.title);
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ru');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('ru');
});

// Apart from the test above, so that neither carries four page loads in its time limit.
test('a later visit to the bare address lands in the language chosen last', async ({ page }) => {
  // From Turkmen, the language an address without one gets when nothing says otherwise.
  await page.goto('/tm/news?page=2');
  await page
    .getByRole('navigation', { name: MESSAGES.tm.Header.languages })
    .getByRole('link', { name: 'Русский' })
    .click();
  await expect(page).toHaveURL(/\/ru\/news\?page=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.ru.News.title);

  await page.goto('/');
  await expect(page).toHaveURL(/\/ru$/);
});

test('a detail page switches to the same item in the other language', async ({ page }) => {
  const [latest] = (await demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', 'ru')).results;
  const [english] = (await demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', 'en')).results;
  expect(english!.id).toBe(latest!.id);
  await page.goto(`/ru/news-details/${latest!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest!.title);
  await page
    .getByRole('navigation', { name: MESSAGES.ru.Header.languages })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/news-details/${latest!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english!.title);
});

test('a link to the site inside upstream text keeps the reader in their language', async ({ browser, baseURL }) => {
  // An English browser, no language remembered: only the link itself can say Russian.
  const context = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    extraHTTPHeaders: { 'Accept-Language': 'en-GB,en;q=0.9' },
  });
  try {
    const page = await context.newPage();
    await page.goto('/ru/faq');
    const answerLink = page.getByRole('main').locator('details a[href*="/digital/e-school"]').first();
    await expect(answerLink).toHaveAttribute('href', '/ru/digital/e-school');
    await answerLink.evaluate((link) => link.closest('details')!.setAttribute('open', ''));
    await answerLink.click();
    await expect(page).toHaveURL(/\/ru\/digital\/e-school$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  } finally {
    await context.close();
  }
});
