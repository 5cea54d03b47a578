import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '../lib/i18n/routing';
import { DEMO_ORIGIN } from './servers';
import {
  demoContent,
  demoProvider,
  expectAccessible,
  fill,
  LOCALES,
  MESSAGES,
  openPhotoLabel,
  type DemoList,
  type Locale,
} from './support';

/*
 * A photo of an album, a video and a FAQ question each have an address (`#photo-3`,
 * `#video-405`, `#question-7`): the page shows it while the state is on show, Copy link copies
 * it, and a reader who opens it, whatever language their cookie remembers, sees that state.
 */

const ALBUMS_PER_PAGE = 20;
const VIDEOS_PER_PAGE = 20;
/** Wider than an album's 600 px thumbnails: the demo's full photos are 1200 px wide. */
const LARGE_PHOTO_WIDTH = 1000;

interface DemoAlbum {
  id: number;
  title: string;
  images: { image_thumbnail: string; image?: string | null }[];
}
interface DemoVideo {
  id: number;
  title: string;
  video: { src: string };
}
interface DemoFaq {
  id: number;
  question: string;
}

/** The FAQ as the provider API of the demo upstream gives it. */
async function demoFaqs(locale: Locale): Promise<DemoFaq[]> {
  return (await demoProvider<DemoList<DemoFaq>>('/faq', locale)).results;
}

const mediaUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${DEMO_ORIGIN}${path}`);

/** An album of at least three photos, all with a full-size picture (the demo has one of thumbnails only). */
async function albumWithFullPictures(locale: Locale): Promise<DemoAlbum> {
  const list = await demoContent<DemoList<{ id: number }>>(`/image/?limit=${ALBUMS_PER_PAGE}&offset=0`, locale);
  for (const { id } of list.results) {
    const album = await demoContent<DemoAlbum>(`/image/${id}`, locale);
    if (album.images.length >= 3 && album.images.every((image) => image.image)) return album;
  }
  throw new Error('the demo has no album with full pictures');
}

/** Another language than `locale`, whose cookie the reader of a shared address has. */
const otherLocale = (locale: Locale): Locale => LOCALES[(LOCALES.indexOf(locale) + 1) % LOCALES.length]!;
const languageTag = (locale: Locale) => (locale === 'tm' ? 'tk' : locale);

/** Presses the Copy link inside `holder` and checks it says so, copied `address`, and the page stays accessible. */
async function expectCopyLinkCopies(page: Page, holder: Locator, locale: Locale, address: string) {
  const t = MESSAGES[locale];
  await holder.getByRole('button', { name: t.Share.copy }).click();
  await expect(holder.getByRole('status')).toHaveText(t.Share.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expectAccessible(page);
}
const historyLength = (page: Page) => page.evaluate(() => history.length);

// The address as it changes while a reader looks: one language each, as it is the same script in all.
test.describe('while a reader looks', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('a photo puts its address in the address bar', async ({ page, baseURL }) => {
    const t = MESSAGES.en;
    const album = await albumWithFullPictures('en');
    const count = album.images.length;
    const albumAddress = `${baseURL}/en/gallery-details/${album.id}`;
    await page.goto(albumAddress);
    const entries = await historyLength(page);

    const second = page.getByRole('main').getByRole('link', { name: openPhotoLabel('en', 2, count) });
    await second.click();
    const lightbox = page.getByRole('dialog', { name: album.title });
    await expect(lightbox).toBeVisible();
    await expect(page).toHaveURL(`${albumAddress}#photo-2`);
    // The album's title and the counter, in sight.
    await expect(lightbox.getByText(album.title, { exact: true })).toBeVisible();
    await expect(lightbox.getByText(fill(t.Photos.counter, { index: 2, count }), { exact: true })).toBeVisible();
    await lightbox.getByRole('button', { name: t.Photos.next }).click();
    await expect(page).toHaveURL(`${albumAddress}#photo-3`);
    await expect(lightbox.getByText(fill(t.Photos.counter, { index: 3, count }), { exact: true })).toBeVisible();
    // Moving replaced the address: Back leaves the album.
    expect(await historyLength(page)).toBe(entries);

    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(page).toHaveURL(albumAddress);
    await expect(second).toBeFocused();
  });

  test("the lightbox's Copy link copies the photo's address", async ({ page, baseURL }) => {
    const album = await albumWithFullPictures('en');
    const photoAddress = `${baseURL}/en/gallery-details/${album.id}#photo-${album.images.length}`;
    await page.goto(photoAddress);
    await expectCopyLinkCopies(page, page.getByRole('dialog', { name: album.title }), 'en', photoAddress);
  });

  test('a video puts its address in the address bar, in a titled dialog', async ({ page, baseURL }) => {
    const t = MESSAGES.ru;
    const videos = await demoContent<DemoList<DemoVideo>>(`/video/?limit=${VIDEOS_PER_PAGE}&offset=0`, 'ru');
    const target = videos.results[1]!;
    const videosAddress = `${baseURL}/ru/videos`;
    await page.goto(videosAddress);
    const entries = await historyLength(page);

    const play = page.getByRole('link', { name: fill(t.Videos.play, { title: target.title }) });
    await play.click();
    const dialog = page.getByRole('dialog', { name: target.title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${videosAddress}#video-${target.id}`);
    expect(await historyLength(page)).toBe(entries);
    await expect(dialog.getByRole('heading', { name: target.title })).toBeVisible();
    // The close button is the dialog's own, inside its box.
    const close = dialog.getByRole('button', { name: t.Videos.close });
    await expect(close).toBeFocused();
    const box = (await dialog.boundingBox())!;
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.y).toBeGreaterThanOrEqual(box.y);
    expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(box.x + box.width);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(videosAddress);
    await expect(play).toBeFocused();
  });

  test("the video dialog's Copy link copies the video's address", async ({ page, baseURL }) => {
    const videos = await demoContent<DemoList<DemoVideo>>(`/video/?limit=${VIDEOS_PER_PAGE}&offset=0`, 'ru');
    const target = videos.results[0]!;
    const videoAddress = `${baseURL}/ru/videos#video-${target.id}`;
    await page.goto(videoAddress);
    await expectCopyLinkCopies(page, page.getByRole('dialog', { name: target.title }), 'ru', videoAddress);
  });

  test('a FAQ question puts its address in the address bar, and its answer offers it', async ({ page, baseURL }) => {
    const t = MESSAGES.tm;
    const target = (await demoFaqs('tm'))[2]!;
    const faqAddress = `${baseURL}/tm/faq`;
    await page.goto(faqAddress);
    const entries = await historyLength(page);
    const item = page.getByRole('main').locator('details').nth(2);
    await expect(item.locator('summary')).toHaveText(target.question);

    await item.locator('summary').click();
    await expect(item).toHaveAttribute('open', '');
    await expect(page).toHaveURL(`${faqAddress}#question-${target.id}`);
    expect(await historyLength(page)).toBe(entries);
    const link = item.getByRole('link', { name: t.Faq.questionLink });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `#question-${target.id}`);

    // Closing the question takes its address out.
    await item.locator('summary').click();
    await expect(item).not.toHaveAttribute('open');
    await expect(page).toHaveURL(faqAddress);
  });

  test("an answer's Copy link copies its question's address, whichever question the address names", async ({
    page,
    baseURL,
  }) => {
    const faqs = await demoFaqs('tm');
    const faqAddress = `${baseURL}/tm/faq`;
    await page.goto(faqAddress);
    // The first answer, open by default, while the address names no question.
    const firstAnswer = page.getByRole('main').locator('details').first();
    await expectCopyLinkCopies(page, firstAnswer, 'tm', `${faqAddress}#question-${faqs[0]!.id}`);
  });
});

for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  const cookie = otherLocale(locale);

  test.describe(`a ${locale} address passed to a reader whose cookie says ${cookie}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: LOCALE_COOKIE, value: cookie, url: baseURL! }]);
    });

    test('opens the photo, large, in the lightbox', async ({ page, baseURL }) => {
      const album = await albumWithFullPictures(locale);
      const count = album.images.length;
      const albumAddress = `${baseURL}/${locale}/gallery-details/${album.id}`;
      await page.goto(`${albumAddress}#photo-3`);
      await expect(page.locator('html')).toHaveAttribute('lang', languageTag(locale));
      const lightbox = page.getByRole('dialog', { name: album.title });
      await expect(lightbox).toBeVisible();
      await expect(lightbox.getByText(fill(t.Photos.counter, { index: 3, count }), { exact: true })).toBeVisible();
      const photo = lightbox.locator('[role="group"]:not([inert]) img');
      await expect(photo).toHaveAttribute('src', mediaUrl(album.images[2]!.image!));
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(LARGE_PHOTO_WIDTH);
      // Closed, the focus is on the photo's thumbnail, and the address is the album's.
      await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: openPhotoLabel(locale, 3, count) })).toBeFocused();
      await expect(page).toHaveURL(albumAddress);
    });

    test('plays the video in its dialog', async ({ page, baseURL }) => {
      const videos = await demoContent<DemoList<DemoVideo>>(`/video/?limit=${VIDEOS_PER_PAGE}&offset=0`, locale);
      const target = videos.results[2]!;
      const videosAddress = `${baseURL}/${locale}/videos`;
      await page.goto(`${videosAddress}#video-${target.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', languageTag(locale));
      const dialog = page.getByRole('dialog', { name: target.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: target.title })).toBeVisible();
      await expect(dialog.locator('video')).toHaveAttribute('src', mediaUrl(target.video.src));
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('link', { name: fill(t.Videos.play, { title: target.title }) })).toBeFocused();
      await expect(page).toHaveURL(videosAddress);
    });

    test('opens the question and shows it', async ({ page, baseURL }) => {
      const target = (await demoFaqs(locale))[3]!;
      await page.goto(`${baseURL}/${locale}/faq#question-${target.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', languageTag(locale));
      const items = page.getByRole('main').locator('details');
      const item = items.filter({ has: page.locator(`#question-${target.id}`) });
      await expect(item.locator('summary')).toHaveText(target.question);
      await expect(item).toHaveAttribute('open', '');
      // One open at a time: the first, open by default, closed.
      await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
      await expect(item.locator('summary')).toBeInViewport();
      await expect(item.getByRole('link', { name: t.Faq.questionLink })).toBeVisible();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a photo's address leads to the photo at full size", async ({ page }) => {
    const album = await albumWithFullPictures('ru');
    const count = album.images.length;
    await page.goto(`/ru/gallery-details/${album.id}#photo-3`);
    // The address names the thumbnail; its link is the photo.
    const named = page.locator(':target');
    const link = named.getByRole('link', { name: openPhotoLabel('ru', 3, count) });
    await expect(link).toBeInViewport();
    const [response] = await Promise.all([page.waitForResponse(mediaUrl(album.images[2]!.image!)), link.click()]);
    await expect(page).toHaveURL(mediaUrl(album.images[2]!.image!));
    const png = await response.body();
    // A PNG's width: the first four bytes of its header chunk, after the signature and the chunk's length and type.
    expect(png.readUInt32BE(16)).toBeGreaterThan(LARGE_PHOTO_WIDTH);
  });

  test("a video's address leads to its play link, which is the file", async ({ page }) => {
    const videos = await demoContent<DemoList<DemoVideo>>(`/video/?limit=${VIDEOS_PER_PAGE}&offset=0`, 'en');
    const target = videos.results.at(-1)!;
    await page.goto(`/en/videos#video-${target.id}`);
    const play = page.locator(':target');
    await expect(play).toHaveAccessibleName(fill(MESSAGES.en.Videos.play, { title: target.title }));
    await expect(play).toHaveAttribute('href', mediaUrl(target.video.src));
    await expect(play).toBeInViewport();
  });
});
