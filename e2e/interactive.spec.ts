import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  demoContent,
  demoProvider,
  expectAccessible,
  LOCALES,
  MESSAGES,
  type DemoList,
  type DemoNews,
  type Locale,
  escapeRegExp,
} from './support';

/*
 * The interactive parts of the layout (main menu, off-canvas menu, ticker, sticky header,
 * back-to-top) and the FAQ accordion, by mouse, keyboard, on a phone-sized screen, with
 * reduced motion and without JavaScript.
 */

const PHONE = { width: 375, height: 740 };
// SCROLL_THRESHOLDS and TICKER_SIZE of lib/limits.ts, as SPEC.md section 9 gives them.
const STICKY_FROM = 94;
const BACK_TO_TOP_FROM = 125;
const TICKER_SIZE = 5;
// One collapse or fade transition ($transition), and a margin for the observers to report.
const SETTLE_MS = 500;
/** Polls often while a smooth scroll runs, instead of at the default's growing intervals of up to a second. */
const SCROLL_SETTLING = { intervals: [50] };

interface DemoFaq {
  id: number;
  question: string;
  answer: string;
}

/** The FAQ as the provider API of the demo upstream gives it. */
async function demoFaq(locale: Locale): Promise<DemoFaq[]> {
  return (await demoProvider<DemoList<DemoFaq>>('/faq', locale)).results;
}

/** The text of an answer's first paragraph, as a reader sees it. */
function firstParagraph(answerHtml: string): string {
  const paragraph = /<p>(.*?)<\/p>/s.exec(answerHtml)?.[1] ?? answerHtml;
  return paragraph.replace(/<[^>]+>/g, '');
}

/** Where the main content starts in the document, to see that nothing above it shifts. */
const mainContentTop = (page: Page) =>
  page.evaluate(() => document.getElementById('main-content')!.getBoundingClientRect().top + window.scrollY);

async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
}

/** The focused element's place: inside an open dialog, on another element, or nowhere (browser UI). */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'none';
    return active.closest('dialog[open]') ? 'dialog' : `outside: ${active.outerHTML.slice(0, 80)}`;
  });

/** The ticker; the home page has a section of the same name inside main. */
const tickerOf = (page: Page, label: string) =>
  page.getByRole('region', { name: label }).and(page.locator(':not(main *)'));

const animationPlayState = (marquee: Locator) =>
  marquee.evaluate((element) => getComputedStyle(element).animationPlayState);

for (const locale of ['tm', 'ru'] as const) {
  const t = MESSAGES[locale];

  test.describe(`in ${locale}, on a wide screen`, () => {
    /** The menu bar; its buttons exist once the page is hydrated. */
    const mainMenu = (page: Page) => page.getByRole('navigation', { name: t.Navigation.mainMenu });

    test('a dropdown of the main menu opens by click and closes by a click outside', async ({ page }) => {
      await page.goto(`/${locale}/faq`);
      const menu = mainMenu(page);
      const press = menu.getByRole('button', { name: t.Navigation.press, exact: true });
      const news = menu.getByRole('link', { name: t.Navigation.news, exact: true });
      await expect(press).toHaveAttribute('aria-expanded', 'false');
      await expect(news).toBeHidden();
      await expect(menu.getByRole('link', { name: t.Navigation.faq })).toHaveCount(0);

      await press.click();
      await expect(press).toHaveAttribute('aria-expanded', 'true');
      const dropdown = page.locator(`[id="${await press.getAttribute('aria-controls')}"]`);
      await expect(dropdown.getByRole('link')).toHaveText([
        t.Navigation.news,
        t.Navigation.articles,
        t.Navigation.photos,
        t.Navigation.videos,
      ]);
      // The state this test makes, checked by axe in one language (accessibility.spec.ts has the pages).
      if (locale === 'tm') await expectAccessible(page);

      // The pointer leaving does not close a dropdown opened by click; a click outside does.
      await page.getByRole('heading', { level: 1 }).hover();
      await expect(press).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('heading', { level: 1 }).click();
      await expect(press).toHaveAttribute('aria-expanded', 'false');
      await expect(news).toBeHidden();
    });

    test('a dropdown of the main menu opens on hover, and its links lead on', async ({ page }) => {
      await page.goto(`/${locale}/faq`);
      const menu = mainMenu(page);
      const center = menu.getByRole('button', { name: t.Navigation.center, exact: true });
      const about = menu.getByRole('link', { name: t.Navigation.about });
      await center.hover();
      await expect(center).toHaveAttribute('aria-expanded', 'true');
      await expect(about).toBeVisible();
      await page.getByRole('heading', { level: 1 }).hover();
      await expect(center).toHaveAttribute('aria-expanded', 'false');
      await expect(about).toBeHidden();

      const press = menu.getByRole('button', { name: t.Navigation.press, exact: true });
      await press.click();
      await menu.getByRole('link', { name: t.Navigation.news, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/news$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.News.title);
    });

    test('a dropdown of the main menu works by keyboard', async ({ page }) => {
      await page.goto(`/${locale}/faq`);
      const menu = mainMenu(page);
      const press = menu.getByRole('button', { name: t.Navigation.press, exact: true });
      const digital = menu.getByRole('button', { name: t.Navigation.digitalServices, exact: true });

      await press.focus();
      await page.keyboard.press('Enter');
      await expect(press).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: t.Navigation.news, exact: true })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(press).toHaveAttribute('aria-expanded', 'false');
      await expect(press).toBeFocused();
      await expect(menu.getByRole('link', { name: t.Navigation.news, exact: true })).toBeHidden();

      await page.keyboard.press('Space');
      await expect(press).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(press).toHaveAttribute('aria-expanded', 'false');

      // Tabbing past the last link closes the dropdown; a closed one is out of the tab order.
      await page.keyboard.press('Enter');
      for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: t.Navigation.videos })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(digital).toBeFocused();
      await expect(press).toHaveAttribute('aria-expanded', 'false');
      await expect(digital).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: t.Navigation.lessons })).toBeFocused();
    });

    test('the menu bar sticks from 94px of scroll without moving the content', async ({ page }) => {
      await page.goto(`/${locale}/faq`);
      const bar = mainMenu(page).locator('..');
      await expect(mainMenu(page).getByRole('button').first()).toBeVisible();
      const contentTop = await mainContentTop(page);

      await scrollTo(page, STICKY_FROM);
      await page.waitForTimeout(SETTLE_MS);
      await expect(bar).toHaveCSS('position', 'static');
      expect((await bar.boundingBox())!.y).toBeGreaterThan(0);

      await scrollTo(page, STICKY_FROM + 1);
      await expect(bar).toHaveCSS('position', 'fixed');
      await expect.poll(async () => (await bar.boundingBox())!.y).toBe(0);
      expect(await mainContentTop(page)).toBe(contentTop);

      await scrollTo(page, 400);
      await expect.poll(async () => (await bar.boundingBox())!.y).toBe(0);

      await scrollTo(page, 0);
      await expect(bar).toHaveCSS('position', 'static');
      expect(await mainContentTop(page)).toBe(contentTop);
      const layoutShifts = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => resolve(list.getEntries().length)).observe({
              type: 'layout-shift',
              buffered: true,
            });
            setTimeout(() => resolve(0), 1000);
          }),
      );
      expect(layoutShifts).toBe(0);
    });

    test('back-to-top appears after 125px and returns to the top, by keyboard and by mouse', async ({ page }) => {
      await page.goto(`/${locale}/faq`);
      const toTop = page.getByRole('button', { name: t.Navigation.backToTop });
      await expect(mainMenu(page).getByRole('button').first()).toBeVisible();
      await expect(toTop).toBeHidden();

      await scrollTo(page, BACK_TO_TOP_FROM);
      await page.waitForTimeout(SETTLE_MS);
      await expect(toTop).toBeHidden();
      await scrollTo(page, BACK_TO_TOP_FROM + 1);
      await expect(toTop).toBeVisible();

      await scrollTo(page, 400);
      await toTop.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('link', { name: t.Common.skipToContent })).toBeFocused();
      await expect(toTop).toBeHidden();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('banner').getByRole('link').first()).toBeFocused();

      await scrollTo(page, 400);
      await toTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('link', { name: t.Common.skipToContent })).toBeFocused();
    });

    test('the ticker pauses by its button, on hover and while a link has keyboard focus', async ({ page }) => {
      await page.goto(`/${locale}/faq`);
      const ticker = tickerOf(page, t.Ticker.label);
      const marquee = ticker.locator('.rfm-marquee').first();
      await expect(marquee).toBeVisible();
      expect(await animationPlayState(marquee)).toBe('running');

      await ticker.getByRole('button', { name: t.Ticker.pause }).click();
      const play = ticker.getByRole('button', { name: t.Ticker.play });
      await expect(play).toBeFocused();
      await expect.poll(() => animationPlayState(marquee)).toBe('paused');
      const still = await marquee.evaluate((element) => getComputedStyle(element).transform);
      await page.waitForTimeout(SETTLE_MS);
      expect(await marquee.evaluate((element) => getComputedStyle(element).transform)).toBe(still);
      await play.click();
      await expect(ticker.getByRole('button', { name: t.Ticker.pause })).toBeVisible();
      await expect.poll(() => animationPlayState(marquee)).toBe('running');

      // A moving link is never stable enough for Playwright's hover: point at the row instead.
      const box = (await ticker.locator('.rfm-marquee-container').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect.poll(() => animationPlayState(marquee)).toBe('paused');
      await page.getByRole('heading', { level: 1 }).hover();
      await expect.poll(() => animationPlayState(marquee)).toBe('running');

      // Shift+Tab from the button reaches the last link of the first copy, not a repeat.
      await ticker.getByRole('button', { name: t.Ticker.pause }).focus();
      await page.keyboard.press('Shift+Tab');
      const last = ticker.getByRole('link').last();
      await expect(last).toBeFocused();
      await expect.poll(() => animationPlayState(marquee)).toBe('paused');
      await expect(last).toBeInViewport({ ratio: 1 });
      const row = (await ticker.boundingBox())!;
      const link = (await last.boundingBox())!;
      expect(link.x).toBeGreaterThanOrEqual(row.x);
      expect(link.x + link.width).toBeLessThanOrEqual(row.x + row.width);
      await page.keyboard.press('Tab');
      await expect.poll(() => animationPlayState(marquee)).toBe('running');
    });

    test('the ticker stands still for visitors who prefer reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${locale}/faq`);
      await expect(mainMenu(page).getByRole('button').first()).toBeVisible();
      const ticker = tickerOf(page, t.Ticker.label);
      await expect(ticker.getByRole('link')).toHaveCount(TICKER_SIZE);
      await expect(ticker.locator('.rfm-marquee')).toHaveCount(0);
      await expect(ticker.getByRole('button')).toHaveCount(0);
      expect(await ticker.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    });
  });

  test.describe(`in ${locale}, on a phone`, () => {
    test.use({ viewport: PHONE });

    test('the off-canvas menu opens with every link, contact and address of the header', async ({ page }) => {
      await page.goto(`/${locale}/news`);
      await expect(page.getByRole('navigation', { name: t.Navigation.mainMenu })).toBeHidden();
      const opener = page.getByRole('button', { name: t.Navigation.openMenu, exact: true });
      const dialog = page.getByRole('dialog', { name: t.Navigation.mainMenu });
      await expect(dialog).toBeHidden();

      await opener.click();
      await expect(dialog).toBeVisible();
      const menu = dialog.getByRole('navigation', { name: t.Navigation.mainMenu });
      // Each group's button is named by its label alone (its caret is hidden).
      const groups = [t.Navigation.center, t.Navigation.press, t.Navigation.digitalServices];
      await expect(menu.getByRole('button')).toHaveCount(groups.length);
      for (const [index, group] of groups.entries())
        await expect(menu.getByRole('button').nth(index)).toHaveAccessibleName(group);
      await expect(menu.getByRole('link')).toHaveText([
        t.Navigation.lessons,
        t.Navigation.branches,
        t.Navigation.offices,
        t.Navigation.faq,
        t.Navigation.contact,
      ]);
      await expect(menu.getByRole('link', { name: t.Navigation.faq })).toHaveAttribute('href', `/${locale}/faq`);
      // On a phone the top bar holds the languages alone: every number, the e-mail and the address are here.
      const topBarPhones = page.locator('header > div:first-child a[href^="tel:"]');
      const phones = await topBarPhones.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(phones.length).toBeGreaterThan(1);
      expect(
        await dialog.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(phones);
      // Read at once: the panel is open and drawn, the top bar long since.
      const shown = (links: Locator) => links.evaluateAll((all) => all.map((link) => link.checkVisibility()));
      expect(await shown(dialog.locator('a[href^="tel:"], a[href^="mailto:"]'))).toEqual(
        Array(phones.length + 1).fill(true),
      );
      await expect(dialog.getByText(t.Site.address)).toBeVisible();
      expect(await shown(topBarPhones)).toEqual(Array(phones.length).fill(false));
      // The state this test makes, checked by axe in one language (accessibility.spec.ts has the pages).
      if (locale === 'tm') await expectAccessible(page);
    });

    // Apart from what the panel holds, so that each test does few things: together they passed the time limit on a busy machine.
    test('the off-canvas menu keeps focus inside, and closes back to its button', async ({ page }) => {
      await page.goto(`/${locale}/news`);
      const opener = page.getByRole('button', { name: t.Navigation.openMenu, exact: true });
      const dialog = page.getByRole('dialog', { name: t.Navigation.mainMenu });
      await opener.click();
      await expect(dialog).toBeVisible();

      // Tab cycles through the panel (and may visit the browser's own UI), never the page.
      for (let step = 0; step < 20; step++) {
        await page.keyboard.press('Tab');
        expect(await focusPlace(page)).toMatch(/^(dialog|none)$/);
      }
      // The page behind is inert: its links cannot take focus.
      expect(
        await page.evaluate(() => {
          const link = document.querySelector<HTMLElement>('footer a')!;
          link.focus();
          return document.activeElement === link;
        }),
      ).toBe(false);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('the off-canvas menu closes by its close button and by a click beside it', async ({ page }) => {
      await page.goto(`/${locale}/news`);
      const opener = page.getByRole('button', { name: t.Navigation.openMenu, exact: true });
      const dialog = page.getByRole('dialog', { name: t.Navigation.mainMenu });
      await opener.click();
      await dialog.getByRole('button', { name: t.Navigation.closeMenu }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      // A click beside the panel closes it too.
      await opener.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
      await expect(dialog).toBeHidden();
    });

    test('a group of the off-canvas menu expands in place, and a link closes the panel', async ({ page }) => {
      await page.goto(`/${locale}/news`);
      await page.getByRole('button', { name: t.Navigation.openMenu, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.Navigation.mainMenu });
      const center = dialog.getByRole('button', { name: t.Navigation.center, exact: true });
      const about = dialog.getByRole('link', { name: t.Navigation.about });
      await expect(center).toHaveAttribute('aria-expanded', 'false');
      await expect(about).toBeHidden();

      await center.press('Enter');
      await expect(center).toHaveAttribute('aria-expanded', 'true');
      await expect(about).toBeVisible();
      await expect(dialog.getByRole('link', { name: t.Navigation.services })).toBeVisible();
      // The state this test makes, checked by axe in one language (accessibility.spec.ts has the pages).
      if (locale === 'ru') await expectAccessible(page);

      await dialog.getByRole('link', { name: t.Navigation.faq }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/faq$`));
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Faq.title);
    });
  });

  test.describe(`in ${locale}, the FAQ`, () => {
    test('opens one answer at a time, the first one at first', async ({ page }) => {
      const faqs = await demoFaq(locale);
      expect(faqs.length).toBeGreaterThan(2);
      await page.goto(`/${locale}/faq`);
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(t.Faq.title)} \\| `));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Faq.title);
      await expect(
        page.getByRole('navigation', { name: t.Common.breadcrumb }).getByRole('link', { name: t.Common.home }),
      ).toHaveAttribute('href', `/${locale}`);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(faqs.map((faq) => faq.question));
      const items = main.locator('details');
      const questions = items.locator('summary');
      await expect(questions).toHaveText(faqs.map((faq) => faq.question));
      const answer = (index: number) => items.nth(index).getByText(firstParagraph(faqs[index]!.answer));

      await expect(items.nth(0)).toHaveAttribute('open', '');
      for (let index = 1; index < faqs.length; index++) await expect(items.nth(index)).not.toHaveAttribute('open');
      await expect(answer(0)).toBeVisible();
      await expect(answer(1)).toBeHidden();

      await questions.nth(1).click();
      await expect(items.nth(1)).toHaveAttribute('open', '');
      await expect(items.nth(0)).not.toHaveAttribute('open');
      await expect(answer(1)).toBeVisible();
      await expect(answer(0)).toBeHidden();
    });

    test('opens and closes its answers by keyboard', async ({ page }) => {
      const faqs = await demoFaq(locale);
      await page.goto(`/${locale}/faq`);
      const items = page.getByRole('main').locator('details');
      const questions = items.locator('summary');
      await expect(questions).toHaveCount(faqs.length);

      await questions.nth(2).focus();
      await page.keyboard.press('Enter');
      await expect(items.nth(2)).toHaveAttribute('open', '');
      await expect(items.nth(0)).not.toHaveAttribute('open');
      await expect(items.nth(2).getByText(firstParagraph(faqs[2]!.answer))).toBeVisible();
      await page.keyboard.press('Space');
      await expect(items.nth(2)).not.toHaveAttribute('open');
      await expect(items.locator('[open]')).toHaveCount(0);
      // Collapsed (the closing transition has run its 300 ms).
      await expect(items.nth(2).getByText(firstParagraph(faqs[2]!.answer))).toBeHidden();

      // A closed answer is out of the tab order: Tab goes from question to question.
      await page.keyboard.press('Tab');
      await expect(questions.nth(3)).toBeFocused();
    });

    test('keeps an answer opened before the scripts ran, and the focus on its question', async ({ page }) => {
      const faqs = await demoFaq(locale);
      // The page's scripts wait until the reader has opened a question.
      let releaseScripts!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
      await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(`/${locale}/faq`, { waitUntil: 'domcontentloaded' });
      const items = page.getByRole('main').locator('details');
      const questions = items.locator('summary');
      await expect(questions).toHaveCount(faqs.length);
      await questions.nth(2).focus();
      await page.keyboard.press('Enter');
      await expect(items.nth(2)).toHaveAttribute('open', '');

      releaseScripts();
      // Hydrated: the menu's groups mark themselves once their script has run.
      await expect(page.locator('[data-enhanced]').first()).toBeAttached();
      await expect(items.nth(2)).toHaveAttribute('open', '');
      await expect(items.nth(2).getByText(firstParagraph(faqs[2]!.answer))).toBeVisible();
      await expect(questions.nth(2)).toBeFocused();
    });

    test('reads without JavaScript, and the menus still lead everywhere', async ({ browser, baseURL }) => {
      const faqs = await demoFaq(locale);
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${locale}/faq`);

      const items = page.getByRole('main').locator('details');
      await expect(items).toHaveCount(faqs.length);
      await expect(items.locator('summary')).toHaveText(faqs.map((faq) => faq.question));
      await expect(items.first()).toHaveAttribute('open', '');
      for (const [index, faq] of faqs.entries()) {
        const item = items.nth(index);
        const text = item.getByText(firstParagraph(faq.answer));
        if ((await item.getAttribute('open')) === null) await item.locator('summary').click();
        await expect(text).toBeVisible();
      }
      await items.nth(0).locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(items.nth(0)).toHaveAttribute('open', '');

      // The dropdowns show their links on hover and when focus reaches them.
      const menu = page.getByRole('navigation', { name: t.Navigation.mainMenu });
      const news = menu.getByRole('link', { name: t.Navigation.news, exact: true });
      await expect(news).toHaveAttribute('href', `/${locale}/news`);
      await news.focus();
      await expect(news).toBeFocused();
      await expect
        .poll(() => news.evaluate((link) => getComputedStyle(link.closest('ul')!.parentElement!).opacity))
        .toBe('1');

      // On a phone the menu button opens the panel without script too.
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: t.Navigation.openMenu, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.Navigation.mainMenu });
      await expect(dialog.getByRole('link', { name: t.Navigation.about })).toBeVisible();
      await expect(dialog.getByRole('link', { name: t.Navigation.faq })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await context.close();
    });
  });
}

for (const locale of LOCALES) {
  test(`in ${locale}, the ticker lists the ${TICKER_SIZE} latest news, each once, linking to its detail`, async ({
    page,
  }) => {
    const latest = await demoContent<{ results: DemoNews[] }>(`/news/?limit=${TICKER_SIZE}&offset=0`, locale);
    await page.goto(`/${locale}`);
    const ticker = tickerOf(page, MESSAGES[locale].Ticker.label);
    await expect(ticker.locator('.rfm-marquee').first()).toBeVisible();
    const links = ticker.getByRole('link');
    await expect(links).toHaveText(latest.results.map((news) => news.title));
    for (const [index, news] of latest.results.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/${locale}/news-details/${news.id}`);
    }
    // The marquee's repeats are shown but hidden from assistive technology and the keyboard.
    const focusable = await ticker.evaluate(
      (element) => [...element.querySelectorAll('a')].filter((link) => !link.closest('[inert]')).length,
    );
    expect(focusable).toBe(TICKER_SIZE);

    await links.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}/news-details/${latest.results[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest.results[0]!.title);
  });
}

interface DemoSlide {
  id: number;
  title: string | null;
  link: string | null;
}

for (const locale of LOCALES) {
  /** The home page's slider, opened in `locale`. */
  async function openSlider(page: Page) {
    const slides = (await demoProvider<DemoList<DemoSlide>>('/slider', locale)).results;
    expect(slides.length).toBeGreaterThan(2);
    const texts = MESSAGES[locale].Home;
    await page.goto(`/${locale}`);
    const strip = page.getByRole('list', { name: texts.slider });
    await expect(strip.getByRole('listitem')).toHaveCount(slides.length);
    return {
      slides,
      texts,
      strip,
      /** The slide whose left edge is at the strip's (within a pixel), once the scroll has settled. */
      slideInView: () =>
        strip.evaluate((list) => {
          const left = list.getBoundingClientRect().left;
          return [...list.children].findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) <= 1);
        }),
      previous: page.getByRole('button', { name: texts.previousSlide }),
      next: page.getByRole('button', { name: texts.nextSlide }),
    };
  }

  test(`in ${locale}, the home slider moves forward slide by slide by keyboard, to the last`, async ({ page }) => {
    const { slides, texts, strip, slideInView, previous, next } = await openSlider(page);
    // A slide's link to a page of the site stays in the page's language.
    const linked = slides.find((slide) => slide.title && slide.link?.startsWith('/'));
    if (linked)
      await expect(strip.getByRole('listitem').nth(slides.indexOf(linked)).getByRole('link')).toHaveAttribute(
        'href',
        `/${locale}${linked.link}`,
      );
    const status = page.locator('[aria-live="polite"]').filter({ hasText: /\d/ });

    // Aligned with the content column: the strip starts where the sections' headings do.
    const stripLeft = (await strip.boundingBox())!.x;
    const headingLeft = (await page.locator('#home-news').boundingBox())!.x;
    expect(Math.abs(stripLeft - headingLeft)).toBeLessThanOrEqual(1);

    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.focus();
    for (let index = 1; index < slides.length; index += 1) {
      await page.keyboard.press('Enter');
      await expect.poll(slideInView, SCROLL_SETTLING).toBe(index);
      const title = slides[index]!.title;
      await expect(status).toHaveText(
        title
          ? fillIndex(texts.slideStatusTitled, index + 1, slides.length).replace('{title}', title)
          : fillIndex(texts.slideStatus, index + 1, slides.length),
      );
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    // Its focus ring is drawn at full strength, though the button is dimmed.
    expect(
      await next.evaluate((button) => {
        const style = getComputedStyle(button);
        return { opacity: style.opacity, outline: style.outlineStyle, width: style.outlineWidth };
      }),
    ).toEqual({ opacity: '1', outline: 'solid', width: '3px' });
    await page.keyboard.press('Enter');
    await expect.poll(slideInView, SCROLL_SETTLING).toBe(slides.length - 1);
  });

  test(`in ${locale}, the home slider moves back by its button and the strip's arrow keys, and never by itself`, async ({
    page,
  }) => {
    const { slides, strip, slideInView, previous, next } = await openSlider(page);
    // The buttons follow the strip however it moves (here as a swipe would move it).
    await strip.evaluate((list) => list.scrollTo({ left: list.scrollWidth, behavior: 'instant' }));
    await expect.poll(slideInView, SCROLL_SETTLING).toBe(slides.length - 1);
    await expect(next).toHaveAttribute('aria-disabled', 'true');

    await previous.focus();
    await page.keyboard.press('Enter');
    await expect.poll(slideInView, SCROLL_SETTLING).toBe(slides.length - 2);

    // The strip itself takes the focus and scrolls by the keyboard, once the last move is over.
    await strip.evaluate(
      (list) =>
        new Promise<void>((resolve) => {
          let last = list.scrollLeft;
          let still = 0;
          const check = () => {
            still = list.scrollLeft === last ? still + 1 : 0;
            last = list.scrollLeft;
            if (still >= 5) resolve();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
    await strip.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(slideInView, SCROLL_SETTLING).toBe(slides.length - 3);
    await strip.evaluate((list) => list.scrollTo({ left: 0, behavior: 'instant' }));
    await expect.poll(slideInView, SCROLL_SETTLING).toBe(0);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'false');

    // Nothing moves by itself.
    await page.waitForTimeout(2 * SETTLE_MS);
    expect(await slideInView()).toBe(0);
  });

  test(`in ${locale}, on a phone every slide is as tall as the strip, filled by its title's band or its picture`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { slides, strip } = await openSlider(page);
    expect(slides.some((slide) => !slide.title)).toBe(true);
    // What ends the slide: its title's band (a painted box), or else its picture.
    const boxes = await strip.evaluate((list) =>
      [...list.children].map((slide) => {
        const last = slide.lastElementChild!;
        return {
          height: slide.getBoundingClientRect().height,
          gapBelow: slide.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom,
          painted: last.matches('img, a') || getComputedStyle(last).backgroundColor !== 'rgba(0, 0, 0, 0)',
        };
      }),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box.height, `slide ${index + 1}`).toBeCloseTo(boxes[0]!.height, 0);
      expect(box.gapBelow, `slide ${index + 1}`).toBeCloseTo(0, 0);
      expect(box.painted, `slide ${index + 1}`).toBe(true);
    }
  });
}

/** The slide status text: `{index}` and `{count}` filled. */
const fillIndex = (template: string, index: number, count: number) =>
  template.replace('{index}', String(index)).replace('{count}', String(count));
