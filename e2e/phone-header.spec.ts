import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { demoContent, expectAccessible, LOCALES, MESSAGES, type DemoNews, type Locale } from './support';

/*
 * The header on a phone: it and the ticker end by 180px at 375px wide, in every language, with
 * JavaScript and without, and all the header holds is still within reach, in the bar or in the
 * menu panel; the header's search boxes show their label; a headline of the ticker that takes
 * keyboard focus is shown whole, and the ticker then moves as its pause button says.
 */

const PHONE = { width: 375, height: 740 };
const WIDE = { width: 1280, height: 800 };
/** How far down a phone's screen the header and the ticker may reach, and the page's title start. */
const HEADER_BUDGET = 180;
// TICKER_SIZE of lib/limits.ts, as SPEC.md section 9 gives it.
const TICKER_SIZE = 5;

/** The ticker; the home page has a section of the same name inside main. */
const tickerOf = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: MESSAGES[locale].Ticker.label }).and(page.locator(':not(main *)'));

const top = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top);
const bottom = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().bottom);

for (const locale of LOCALES) {
  const t = MESSAGES[locale];

  for (const javaScriptEnabled of [true, false]) {
    const withScript = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

    /** The news list on a phone; with script, once the marquee has taken over from the still row. */
    async function openNews(browser: Browser, baseURL: string | undefined) {
      const context = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`/${locale}/news`);
      const ticker = tickerOf(page, locale);
      await expect(ticker.getByRole('link')).toHaveCount(TICKER_SIZE);
      if (javaScriptEnabled) await expect(ticker.locator('.rfm-marquee').first()).toBeVisible();
      return { context, page, ticker, banner: page.getByRole('banner') };
    }

    test(`in ${locale}, ${withScript}, a phone's header and ticker end by ${HEADER_BUDGET}px, the bar holding the languages, the brand and the menu`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page, ticker, banner } = await openNews(browser, baseURL);
      // The header and the ticker above the page's content, and its title, within the budget.
      const title = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      expect(await bottom(banner)).toBeLessThanOrEqual(HEADER_BUDGET);
      expect(await bottom(ticker)).toBeLessThanOrEqual(HEADER_BUDGET);
      expect(await top(page.locator('#main-content'))).toBeLessThanOrEqual(HEADER_BUDGET);
      expect(await top(title)).toBeLessThanOrEqual(HEADER_BUDGET);

      const languages = banner.getByRole('navigation', { name: t.Header.languages }).getByRole('link');
      await expect(languages).toHaveCount(LOCALES.length);
      for (const link of await languages.all()) await expect(link).toBeInViewport({ ratio: 1 });
      const brand = banner.getByRole('link', { name: t.Site.name });
      await expect(brand).toHaveAttribute('href', `/${locale}`);
      await expect(brand).toBeInViewport({ ratio: 1 });
      await expect(banner.getByRole('button', { name: t.Navigation.openMenu, exact: true })).toBeInViewport({
        ratio: 1,
      });
      await context.close();
    });

    test(`in ${locale}, ${withScript}, a phone's menu panel holds the search box and its label, every contact, the FAQ and the emblems`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page, banner } = await openNews(browser, baseURL);
      await banner.getByRole('button', { name: t.Navigation.openMenu, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.Navigation.mainMenu });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('searchbox', { name: t.Search.label })).toBeVisible();
      await expect(dialog.getByText(t.Search.label, { exact: true })).toBeVisible();
      // The top bar's numbers, there but not shown on a phone.
      const phones = await page
        .locator('header > div:first-child a[href^="tel:"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(phones.length).toBeGreaterThan(1);
      for (const phone of phones) await expect(dialog.locator(`a[href="${phone}"]`)).toBeVisible();
      await expect(dialog.locator('a[href^="mailto:"]')).toBeVisible();
      await expect(dialog.getByText(t.Site.address)).toBeVisible();
      await expect(dialog.getByRole('link', { name: t.Navigation.faq })).toHaveAttribute('href', `/${locale}/faq`);
      await expect(dialog.getByRole('img', { name: t.Site.yearEmblemAlt })).toBeVisible();
      const neutrality = dialog.getByRole('link', { name: t.Site.neutrality });
      await expect(neutrality).toBeVisible();
      await expect(neutrality).toHaveAttribute('href', /^https:\/\//);
      // Axe checks the open panel, emblems included, in interactive.spec.ts's off-canvas test.

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await context.close();
    });
  }
}

test("the brand row's search box shows its label above it, and the row stays as tall as the logo", async ({ page }) => {
  await page.setViewportSize(WIDE);
  for (const locale of LOCALES) {
    const t = MESSAGES[locale];
    await page.goto(`/${locale}/faq`);
    const banner = page.getByRole('banner');
    const form = banner.getByRole('search', { name: t.Search.label });
    const box = form.getByRole('searchbox', { name: t.Search.label });
    const label = form.getByText(t.Search.label, { exact: true });
    await expect(box).toBeVisible();
    await expect(label).toBeVisible();
    const [labelBox, inputBox, formBox, logoBox] = await Promise.all([
      label.boundingBox(),
      box.boundingBox(),
      form.boundingBox(),
      banner.locator('img[src="/brand/logo.svg"]').first().boundingBox(),
    ]);
    expect(labelBox!.y + labelBox!.height).toBeLessThanOrEqual(inputBox!.y + 1);
    expect(formBox!.height).toBeLessThanOrEqual(logoBox!.height);
  }
});

/** The marquee's play state, and whether it runs its animation at all (focus inside sets it aside). */
const motion = (marquee: Locator) =>
  marquee.evaluate((element) => {
    const style = getComputedStyle(element);
    return { animated: style.animationName !== 'none', state: style.animationPlayState };
  });

/** Whether the link lies whole inside the marquee's visible box, which clips what is outside it. */
const shownWhole = (link: Locator) =>
  link.evaluate((element) => {
    const box = element.closest('.rfm-marquee-container')!.getBoundingClientRect();
    const rect = element.getBoundingClientRect();
    return rect.left >= box.left && rect.right <= box.right && rect.top >= box.top && rect.bottom <= box.bottom;
  });

for (const [screen, viewport, locales] of [
  ['a phone', PHONE, LOCALES],
  ['a wide screen', WIDE, ['ru']],
] as const) {
  for (const locale of locales) {
    const t = MESSAGES[locale];

    test(`in ${locale}, on ${screen}, a headline of the ticker that takes keyboard focus is shown whole, and the ticker then moves as its button says`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const latest = await demoContent<{ results: DemoNews[] }>(`/news/?limit=${TICKER_SIZE}&offset=0`, locale);
      await page.goto(`/${locale}/faq`);
      const ticker = tickerOf(page, locale);
      const marquee = ticker.locator('.rfm-marquee').first();
      await expect(marquee).toBeVisible();
      await expect.poll(() => motion(marquee)).toEqual({ animated: true, state: 'running' });
      const mainTop = await top(page.locator('#main-content'));

      // By keyboard from the control before the ticker: the menu's button, or the bar's last link.
      const before =
        viewport === PHONE
          ? page.getByRole('button', { name: t.Navigation.openMenu, exact: true })
          : page.getByRole('navigation', { name: t.Navigation.mainMenu }).getByRole('link').last();
      await before.focus();
      for (const news of latest.results) {
        await page.keyboard.press('Tab');
        const link = ticker.getByRole('link', { name: news.title, exact: true });
        await expect(link).toBeFocused();
        await expect.poll(() => motion(marquee)).toEqual({ animated: false, state: 'paused' });
        await expect.poll(() => shownWhole(link), news.title).toBe(true);
        await expect(link).toBeInViewport({ ratio: 1 });
        // The row grows over the page, not into it.
        expect(await top(page.locator('#main-content'))).toBe(mainTop);
      }
      // The state this test makes, checked by axe once.
      if (locale === 'tm') await expectAccessible(page);

      // Focus leaving lets it move again...
      await page.keyboard.press('Tab');
      const pause = ticker.getByRole('button', { name: t.Ticker.pause });
      await expect(pause).toBeFocused();
      await expect.poll(() => motion(marquee)).toEqual({ animated: true, state: 'running' });
      // ...unless its button has stopped it: then it stays still after focus has come and gone.
      await page.keyboard.press('Enter');
      const play = ticker.getByRole('button', { name: t.Ticker.play });
      await expect(play).toBeFocused();
      await expect.poll(() => motion(marquee)).toEqual({ animated: true, state: 'paused' });
      await page.keyboard.press('Shift+Tab');
      await expect(ticker.getByRole('link', { name: latest.results.at(-1)!.title, exact: true })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(play).toBeFocused();
      await expect.poll(() => motion(marquee)).toEqual({ animated: true, state: 'paused' });
      await page.keyboard.press('Enter');
      await expect.poll(() => motion(marquee)).toEqual({ animated: true, state: 'running' });
    });
  }
}
