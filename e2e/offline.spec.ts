import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoUpstream, type DemoUpstream } from '../demo-upstream/server';
import { OFFLINE_CACHES } from '../lib/offline/pages';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { demoNews, retitleNews } from './editing';
import { startSite, stop, untilLive, type Started } from './processes';
import { DEMO_ORIGIN, DEMO_PORTS, E2E_TOKEN, SITE_PORTS, siteDistDir, siteEnvironment } from './servers';
import { escapeRegExp, expectAccessible, LOCALES, MESSAGES, type DemoNews, type Locale } from './support';

/*
 * Reading offline (app/sw.ts): a site of this file's own, over a demo upstream of its own, whose
 * server the tests stop to take the network away. `context.setOffline` tells the page it is
 * offline, but in Chromium it does not reach the worker's own requests: without the server
 * they fail as they would on a phone that lost its signal.
 */
// One after the other: each test stops and starts the site, or reads what the one before saved.
// Stopping and starting a server, and a worker's first install on a cold site, take seconds each
// beside a busy process: three times the usual limit.
test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.use({ serviceWorkers: 'allow' });

const SITE = `http://localhost:${SITE_PORTS.offline}`;
const SW_FILE = path.resolve(import.meta.dirname, '../public/sw.js');

let demo: DemoUpstream;
let site: Started | undefined;

async function startOfflineSite() {
  site = startSite(SITE_PORTS.offline, {
    ...siteEnvironment(demo.url, 1),
    NEXT_DIST_DIR: siteDistDir('offline'),
  });
  await untilLive(SITE);
}

async function stopOfflineSite() {
  if (site) await stop(site);
  site = undefined;
}

test.beforeAll(async () => {
  demo = await startDemoUpstream({
    port: DEMO_PORTS.offline,
    token: E2E_TOKEN,
    mediaBaseUrl: DEMO_ORIGIN,
    editControl: true,
  });
  await startOfflineSite();
});

test.afterAll(async () => {
  await stopOfflineSite();
  await demo?.close();
});

/** The addresses of the pages the worker has saved. */
const savedPages = (page: Page) =>
  page.evaluate(
    async (name) =>
      (await (await caches.open(name)).keys()).map(
        (request) => new URL(request.url).pathname + new URL(request.url).search,
      ),
    OFFLINE_CACHES.pages.name,
  );

/** The note a saved copy opens with, in the page's language. */
const savedCopyNote = (page: Page, locale: Locale) =>
  page.getByRole('complementary', { name: MESSAGES[locale].Offline.savedCopy });

/** The note's words, with a date and time where the message has `{date}`. */
function savedNoteText(locale: Locale): RegExp {
  const { savedNote, timeZone } = MESSAGES[locale].Offline;
  const [before, after] = savedNote.split('{date}').map(escapeRegExp);
  return new RegExp(`^${before}.*\\d{4}, \\d{2}:\\d{2} \\(${escapeRegExp(timeZone)}\\)${after}$`);
}

/** Opens the site's first page; resolves once the worker controls it and has saved it. */
async function firstVisit(context: BrowserContext, pathname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${SITE}${pathname}`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => savedPages(page)).toContain(pathname);
  return page;
}

/**
 * Takes the network away. The browser's own HTTP cache is emptied first: it would otherwise
 * give the page its style sheets and pictures whatever the worker kept.
 */
async function goOffline(context: BrowserContext, page: Page) {
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await stopOfflineSite();
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext) {
  await context.setOffline(false);
  await startOfflineSite();
}

/** A reader's browser of its own for `run`; the site serves again after it, however it ended. */
async function asReader(browser: Browser, run: (context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await run(context);
  } finally {
    await leave(context);
  }
}

/** A reader's context closed, back online, with the site up again for the next. */
async function leave(context: BrowserContext) {
  await context.setOffline(false);
  if (!site) await startOfflineSite();
  await context.close();
}

test.describe('a reader who opened a few pages', () => {
  let context: BrowserContext;
  let page: Page;
  let latest: DemoNews;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    [latest] = (await demoNews(demo.url, 'en', 1)) as [DemoNews];
  });

  test.afterAll(() => leave(context));

  test('has each page saved on its way, loaded whole or brought by the router; never search results or the API', async () => {
    page = await firstVisit(context, '/en');
    // A page loaded whole is saved on its way; one the router brought, on the worker's request.
    await page.goto(`${SITE}/en/news`);
    await page.getByRole('main').getByRole('link', { name: latest.title }).click();
    await expect(page).toHaveURL(`${SITE}/en/news-details/${latest.id}`);
    await expect.poll(() => savedPages(page)).toContain(`/en/news-details/${latest.id}`);
    await page.goto(`${SITE}/ru/faq`);
    await page.goto(`${SITE}/tm/news`);
    // Never saved: search results, and what is not a page (the API).
    await page.goto(`${SITE}/en/search?q=teachers`);
    await page.goto(`${SITE}/api/health`);
    await expect
      .poll(() => savedPages(page))
      .toEqual(expect.arrayContaining(['/en', '/en/news', `/en/news-details/${latest.id}`, '/ru/faq', '/tm/news']));
    for (const pathname of await savedPages(page)) expect(pathname).not.toMatch(/\/search|^\/api\//);
  });

  test('reads them offline in their languages, styled, with the picture each showed at once, saying when they were saved', async () => {
    await goOffline(context, page);
    // The last: whether the page shows a picture at once (the FAQ's is lazy, never shown).
    for (const [locale, pathname, heading, pictureAtOnce] of [
      ['en', '/en', MESSAGES.en.Home.title, true],
      ['en', '/en/news', MESSAGES.en.News.title, true],
      ['en', `/en/news-details/${latest.id}`, latest.title, true],
      ['ru', '/ru/faq', MESSAGES.ru.Faq.title, false],
      ['tm', '/tm/news', MESSAGES.tm.News.title, true],
    ] as const) {
      await page.goto(`${SITE}${pathname}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(savedCopyNote(page, locale)).toHaveText(savedNoteText(locale));
      // Styled: every style sheet of the saved page came from the worker's cache too.
      const sheets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => link.sheet?.cssRules.length ?? 0,
        ),
      );
      expect(sheets.length).toBeGreaterThan(0);
      for (const rules of sheets) expect(rules).toBeGreaterThan(0);
      // And the picture it showed at once (on the first page too, saved before the worker
      // controlled it); lazy pictures never shown were never fetched, so never saved.
      const picture = page.getByRole('main').locator('img[fetchpriority="high"]');
      if (pictureAtOnce) {
        await expect
          .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
            message: `the first picture of ${pathname}, offline`,
          })
          .toBe(true);
      }
    }
    await expectAccessible(page);
  });

  test('is shown, offline, any other page as the offline page of its language, leading to what was saved', async () => {
    for (const locale of LOCALES) {
      const response = await page.goto(`${SITE}/${locale}/article`);
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[locale].Offline.title);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(MESSAGES[locale].Offline.savedPages);
      await expect(page.getByRole('main').getByRole('link', { name: latest.title })).toHaveAttribute(
        'href',
        `${SITE}/en/news-details/${latest.id}`,
      );
    }
    await page.goto(`${SITE}/ru/search?q=${encodeURIComponent('учитель')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.ru.Offline.title);
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: latest.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(latest.title);
  });
});

test('back online, a page that changed comes fresh from the network, and its saved copy with it', async ({
  browser,
}) => {
  await asReader(browser, async (context) => {
    const page = await firstVisit(context, '/en/news');
    const [latest] = await demoNews(demo.url, 'en', 1);
    await expect(page.getByRole('main').getByRole('link', { name: latest!.title })).toBeVisible();

    await goOffline(context, page);
    await page.goto(`${SITE}/en/news`);
    await expect(savedCopyNote(page, 'en')).toBeVisible();

    const title = `${latest!.title} (updated while the reader was offline)`;
    await retitleNews(demo.url, latest!.id, title);
    await goOnline(context);
    // The site keeps its pages a second: one answer may still be its old page, never the saved copy.
    for (let attempt = 0; ; attempt += 1) {
      await page.goto(`${SITE}/en/news`);
      expect(await savedCopyNote(page, 'en').count(), 'the saved copy, online').toBe(0);
      if ((await page.getByRole('main').getByRole('link', { name: title }).count()) === 1) break;
      expect(attempt, 'the changed page, from the network').toBeLessThan(10);
      await page.waitForTimeout(500);
    }
    const savedCopy = await page.evaluate(
      async ({ name, url }) => (await (await (await caches.open(name)).match(url))?.text()) ?? '',
      { name: OFFLINE_CACHES.pages.name, url: `${SITE}/en/news` },
    );
    expect(savedCopy).toContain(title);
  });
});

test(`no more than ${OFFLINE_CACHES.pages.maxEntries} pages are kept, the oldest given up first`, async ({
  browser,
}) => {
  await asReader(browser, async (context) => {
    const page = await firstVisit(context, '/en');
    const ids = (await demoNews(demo.url, 'en', OFFLINE_CACHES.pages.maxEntries + 5)).map((news) => news.id);
    const urls = ids.map((id) => `${SITE}/en/news-details/${id}`);
    await page.evaluate((urlsToCache) => {
      navigator.serviceWorker.controller!.postMessage({
        type: 'CACHE_URLS',
        payload: { urlsToCache: urlsToCache.map((url) => [url, { headers: { accept: 'text/html' } }]) },
      });
    }, urls);
    await expect.poll(() => savedPages(page), { timeout: 60_000 }).toContain(new URL(urls.at(-1)!).pathname);
    await expect.poll(async () => (await savedPages(page)).length).toBe(OFFLINE_CACHES.pages.maxEntries);
    expect(await savedPages(page)).not.toContain('/en');
  });
});

test('a new deployment’s worker takes over the open page at once', async ({ browser }) => {
  await asReader(browser, async (context) => {
    const deployed = readFileSync(SW_FILE, 'utf8');
    try {
      const page = await firstVisit(context, '/en');
      const takenOver = page.evaluate(
        () =>
          new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve())),
      );
      // The next deployment's worker: any change of its bytes is a new worker.
      writeFileSync(SW_FILE, `${deployed}\n// the next deployment\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await takenOver;
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting)).toBeNull();
    } finally {
      writeFileSync(SW_FILE, deployed);
    }
  });
});

test('installable in each language, under its own name', async () => {
  // Chromium installs nothing from a private window: a profile of its own, as a reader's.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    for (const locale of LOCALES) {
      const page = await context.newPage();
      await page.goto(`${SITE}/${locale}`);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const cdp = await context.newCDPSession(page);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      const { data } = await cdp.send('Page.getAppManifest');
      expect(JSON.parse(data!)).toMatchObject({
        name: MESSAGES[locale].Site.name,
        short_name: MESSAGES[locale].Site.shortName,
        start_url: `/${locale}`,
      });
      await page.close();
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
