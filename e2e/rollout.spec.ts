import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { findNginx, startSiteProxy, type SiteProxy } from '../scripts/site-proxy';
import {
  buildFilesOf,
  releaseOf,
  SECOND_RELEASE_DIR,
  SECOND_RELEASE_MARK,
  type Release,
} from '../scripts/second-release';
import { startRedis, startSite, stop, untilLive, type Started } from './processes';
import { DEMO_ORIGIN, E2E_DIST_DIR, ROLLOUT_REDIS_PORT, SITE_PORTS, siteDistDir, siteEnvironment } from './servers';
import { escapeRegExp, LOCALES, MESSAGES, fill, type Locale } from './support';
import { DETAILS, LISTS, firstIds, secondPages } from './warm-up';

/*
 * A rolling update as an operator makes it behind the nginx we ship (deploy/nginx/site.conf),
 * on one Redis: the first release (the tests' build) alone; a second release (the tree with one
 * client module changed: scripts/second-release.ts) started beside it, its build files published
 * first (deploy/publish-static.sh); then the first one stopped. Throughout, every page of every
 * kind in three languages answers 200 through nginx and from each instance directly, and every
 * build file it names answers 200 from where the page came: no page names a file nobody serves.
 */
test.describe.configure({ mode: 'serial' });

/** Short, so that nginx asks the instances again during the switch rather than hold one copy. */
const REVALIDATE_SECONDS = 2;
const [FIRST_PORT, SECOND_PORT] = SITE_PORTS.rollout;
const FIRST = `http://localhost:${FIRST_PORT}`;
const SECOND = `http://localhost:${SECOND_PORT}`;
const FIRST_DIST_DIR = siteDistDir('rollout');

let redis: Started | undefined;
let first: Started | undefined;
let second: Started | undefined;
let proxy: SiteProxy | undefined;
let staticRoot: string;
/** A page of every list and of every kind of detail, in each language. */
const pages: string[] = [];
/** Pages asked of nginx only while the first release is alone, so that it still holds them after. */
let heldPages: string[] = [];

const environment = () => ({
  ...siteEnvironment(DEMO_ORIGIN, REVALIDATE_SECONDS),
  REDIS_URL: `redis://127.0.0.1:${ROLLOUT_REDIS_PORT}`,
});

const publish = (buildStatic: string) =>
  execFileSync('sh', [path.resolve('deploy/publish-static.sh'), staticRoot, buildStatic], { encoding: 'utf8' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!findNginx()) throw new Error('nginx is not installed: scripts/ensure-system-packages.sh installs it');
  // The first release's own copy of the build: its page cache on disk is its own.
  rmSync(FIRST_DIST_DIR, { recursive: true, force: true });
  cpSync(E2E_DIST_DIR, FIRST_DIST_DIR, { recursive: true });
  staticRoot = mkdtempSync(path.join(os.tmpdir(), 'site-static-'));

  for (const locale of LOCALES) {
    const lists = [...LISTS.filter((list) => list !== '/no-such-page'), ...(await secondPages(locale))].map(
      (list) => `/${locale}${list}`,
    );
    const details = await Promise.all(
      DETAILS.map(async ({ page, list, content }) => {
        const ids = await firstIds(locale, list, content);
        return ids.map((id) => `/${locale}${page}/${id}`);
      }),
    );
    pages.push(...lists, ...details.map((ids) => ids[0]!));
    heldPages.push(...details.map((ids) => ids[1] ?? ids[0]!));
  }
  heldPages = heldPages.filter((page) => !pages.includes(page));

  redis = startRedis(ROLLOUT_REDIS_PORT);
  publish(path.join(FIRST_DIST_DIR, 'static'));
  first = startSite(FIRST_PORT, { ...environment(), NEXT_DIST_DIR: FIRST_DIST_DIR });
  await untilLive(FIRST, 90_000);
  proxy = await startSiteProxy(SITE_PORTS.rolloutProxy, [`127.0.0.1:${FIRST_PORT}`], { staticRoot });
});

test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all([first, second, redis].filter((each) => each !== undefined).map(stop));
  rmSync(FIRST_DIST_DIR, { recursive: true, force: true });
  if (staticRoot) rmSync(staticRoot, { recursive: true, force: true });
});

interface Round {
  /** Each page's status, where it was not 200. */
  failedPages: string[];
  /** Each build file that did not answer 200 from the origin its page came from. */
  failedFiles: string[];
  files: number;
  /** Which release made each page answered. */
  releases: Release[];
}

/**
 * Each round of requests through nginx comes from a reader of its own, as after a release many
 * readers ask for pages: one client asking for every page again and again is a crawler, whose
 * refreshes of stale pages nginx limits (deploy/nginx/site.conf, the inner hop), and the pages
 * late in its rounds would never be refreshed. nginx takes X-Forwarded-For from 127.0.0.1.
 */
let readers = 0;
const newReader = () => ({ 'X-Forwarded-For': `198.51.100.${(readers += 1) % 250}` });

/** Asks `origin` for each page, then for every build file they name, each once, as one reader. */
async function askEverything(origin: string, pathnames: string[]): Promise<Round> {
  const round: Round = { failedPages: [], failedFiles: [], files: 0, releases: [] };
  const files = new Set<string>();
  const headers = newReader();
  for (const pathname of pathnames) {
    const response = await fetch(`${origin}${pathname}`, { headers });
    const html = await response.text();
    if (response.status !== 200) round.failedPages.push(`${pathname}: ${response.status}`);
    round.releases.push(releaseOf(html));
    for (const file of buildFilesOf(html)) files.add(file);
  }
  for (const file of files) {
    const response = await fetch(`${origin}${file}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) round.failedFiles.push(`${file}: ${response.status}`);
  }
  round.files = files.size;
  return round;
}

function expectAllLoaded(round: Round, where: string) {
  expect(round.failedPages, `pages ${where}`).toEqual([]);
  expect(round.failedFiles, `build files ${where}`).toEqual([]);
  // Each page names a dozen files or more, the same ones mostly: the check saw them.
  expect(round.files, where).toBeGreaterThan(10);
}

test('the first release alone: every page and every file it names loads, through nginx and directly', async () => {
  test.setTimeout(120_000);
  const direct = await askEverything(FIRST, pages);
  expectAllLoaded(direct, 'from the first release');
  expect(new Set(direct.releases)).toEqual(new Set(['first']));
  expectAllLoaded(await askEverything(proxy!.url, [...pages, ...heldPages]), 'through nginx');
});

test('both releases side by side: each page loads every file it names, whichever instance made it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  publish(path.join(SECOND_RELEASE_DIR, '.next', 'static'));
  second = startSite(SECOND_PORT, { ...environment(), NEXT_DIST_DIR: '.next' }, SECOND_RELEASE_DIR);
  await untilLive(SECOND, 90_000);
  await proxy!.reload([`127.0.0.1:${FIRST_PORT}`, `127.0.0.1:${SECOND_PORT}`]);

  // Asked directly, each release serves its own pages, though both use one Redis.
  const fromSecond = await askEverything(SECOND, pages);
  expectAllLoaded(fromSecond, 'from the second release');
  expect(new Set(fromSecond.releases)).toEqual(new Set(['second']));
  const fromFirst = await askEverything(FIRST, pages);
  expectAllLoaded(fromFirst, 'from the first release beside the second');
  expect(new Set(fromFirst.releases)).toEqual(new Set(['first']));

  // Through nginx, pages of both releases, each finding its files.
  const seen = new Set<Release>();
  await expect
    .poll(
      async () => {
        const round = await askEverything(proxy!.url, pages);
        expectAllLoaded(round, 'through nginx during the switch');
        for (const release of round.releases) seen.add(release);
        return [...seen].sort();
      },
      { timeout: 60_000, message: 'nginx served pages of both releases' },
    )
    .toEqual(['first', 'second']);

  // A reader's browser, on a page of each release through nginx: the islands start.
  const context = await browser.newContext({ baseURL: proxy!.url, extraHTTPHeaders: newReader() });
  try {
    const page = await context.newPage();
    for (const release of ['first', 'second'] as const) {
      await openFromRelease(page, release, '/en/videos');
      await playFirstVideo(page, 'en');
      await openFromRelease(page, release, albumPage());
      await openFirstPhoto(page, 'en');
    }
  } finally {
    await context.close();
  }
});

test('the second release alone: the pages nginx still holds from the first load their files too', async () => {
  test.setTimeout(120_000);
  await stop(first!);
  await proxy!.reload([`127.0.0.1:${SECOND_PORT}`]);

  // Asked of nginx only while the first release was alone: nginx answers its copy at once.
  const held = await askEverything(proxy!.url, heldPages);
  expect(held.releases, 'pages nginx held').toContain('first');
  expectAllLoaded(held, 'through nginx, held from the first release');

  const direct = await askEverything(SECOND, pages);
  expectAllLoaded(direct, 'from the second release alone');
  await expect
    .poll(
      async () => {
        const round = await askEverything(proxy!.url, pages);
        expectAllLoaded(round, 'through nginx after the switch');
        return new Set(round.releases);
      },
      { timeout: 60_000, message: 'nginx replaced every page it held with the second release' },
    )
    .toEqual(new Set(['second']));
});

/** An album of the English pages. */
const albumPage = () => pages.find((page) => page.startsWith('/en/gallery-details/'))!;

/**
 * Loads `pathname` in the browser through nginx, beside both instances, from a copy `release`
 * made. Which instance refreshes a stale page is nginx's turn-taking, which the other requests
 * of a visit move, so waiting for the wanted one is luck. So nginx is given that release's
 * instance alone until the copy it holds is one that release made, then both again: a page nginx
 * holds, fresh or stale, is answered from its copy, and everything the page then asks (its
 * router's data, its pictures) goes to either instance, as in a rolling update.
 */
async function openFromRelease(page: Page, release: Release, pathname: string) {
  const both = [`127.0.0.1:${FIRST_PORT}`, `127.0.0.1:${SECOND_PORT}`];
  await proxy!.reload([release === 'first' ? both[0]! : both[1]!]);
  try {
    const reader = newReader();
    await expect
      .poll(async () => releaseOf(await (await fetch(`${proxy!.url}${pathname}`, { headers: reader })).text()), {
        message: `nginx holds ${pathname} as the ${release} release made it`,
        intervals: [REVALIDATE_SECONDS * 1000 + 500],
        timeout: 30_000,
      })
      .toBe(release);
  } finally {
    await proxy!.reload(both);
  }
  await page.goto(pathname);
  const made = (await page.locator(`nav[${SECOND_RELEASE_MARK}]`).count()) > 0 ? 'second' : 'first';
  expect(made, `the page the browser got from nginx`).toBe(release);
}

async function playFirstVideo(page: Page, locale: Locale) {
  const play = page
    .getByRole('main')
    .getByRole('link', { name: fill(MESSAGES[locale].Videos.play, { title: '' }).trim() });
  await play.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('video')).toHaveAttribute('autoplay', '');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

async function openFirstPhoto(page: Page, locale: Locale) {
  // The first photo's link, whatever the album's count: "Open photo 1 of …".
  const firstOf = fill(MESSAGES[locale].Photos.openPhoto, { index: 1, count: '' });
  const thumbnails = page.getByRole('main').getByRole('link', { name: new RegExp(`^${escapeRegExp(firstOf)}\\d+$`) });
  await thumbnails.first().click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.locator('img').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
}
