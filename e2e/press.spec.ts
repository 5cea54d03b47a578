import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ORIGIN } from './servers';
import {
  DATE_WITH_TIME,
  demoContent,
  expectAccessible,
  LOCALES,
  MESSAGES,
  openPhotoLabel,
  pageLabel,
  type Locale,
  escapeRegExp,
  fill,
} from './support';

/*
 * The press screens: articles, photo albums with their lightbox, videos with their player.
 * What the pages should show is read from the demo upstream, never assumed.
 */

const ARTICLES_PER_PAGE = 21;
const ALBUMS_PER_PAGE = 20;
const VIDEOS_PER_PAGE = 20;
const OTHER_ARTICLES = 7;

interface DemoList<T> {
  count: number;
  results: T[];
}
interface DemoArticle {
  id: number;
  title: string;
  source_link?: string | null;
}
interface DemoAlbumSummary {
  id: number;
  title: string;
}
interface DemoAlbum extends DemoAlbumSummary {
  images: { image_thumbnail: string; image?: string | null }[];
}
interface DemoVideo {
  id: number;
  title: string;
  video: { src: string; poster_thumbnail: string };
}

/** A media path as the site resolves it: relative paths are joined to the media base. */
const mediaUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${DEMO_ORIGIN}${path}`);

/** The full picture the lightbox shows; the contract lets an album keep thumbnails only. */
const fullPicture = (image: DemoAlbum['images'][number]) => mediaUrl(image.image ?? image.image_thumbnail);

/** Opens an album whose pictures include full-size ones (the demo also has a thumbnails-only one). */
async function albumWithFullPictures(locale: Locale): Promise<DemoAlbum> {
  const list = await demoContent<DemoList<DemoAlbumSummary>>(`/image/?limit=${ALBUMS_PER_PAGE}&offset=0`, locale);
  for (const summary of list.results) {
    const album = await demoContent<DemoAlbum>(`/image/${summary.id}`, locale);
    if (album.images.length >= 3 && album.images.every((image) => image.image)) return album;
  }
  throw new Error('the demo has no album with full pictures');
}

function photoLightbox(page: Page, album: DemoAlbum) {
  return page.getByRole('dialog', { name: album.title });
}

/** The slide on show: the lightbox makes the others (kept ready on either side) inert. */
function currentSlide(lightbox: Locator) {
  return lightbox.locator('[role="group"]:not([inert])');
}

async function expectSlide(lightbox: Locator, locale: Locale, album: DemoAlbum, index: number) {
  const slide = currentSlide(lightbox);
  await expect(slide).toHaveCount(1);
  await expect(slide).toHaveAccessibleName(
    fill(MESSAGES[locale].Photos.slideLabel, { index: index + 1, count: album.images.length }),
  );
  await expect(slide.locator('img')).toHaveAttribute('src', fullPicture(album.images[index]!));
}

function thumbnail(page: Page, locale: Locale, album: DemoAlbum, index: number) {
  return page.getByRole('main').getByRole('link', { name: openPhotoLabel(locale, index + 1, album.images.length) });
}

/**
 * Records which of the site's static files mention the lightbox's CSS class prefix, which
 * is in both its script and its styles.
 */
function watchLightboxCode(page: Page): () => Promise<string[]> {
  const reads: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/_next/static/')) return;
    reads.push(
      response.text().then(
        (body) => (body.includes('yarl__') ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(reads)).filter((url): url is string => url !== null);
}

for (const locale of LOCALES) {
  const messages = MESSAGES[locale];

  test.describe(`in ${locale}`, () => {
    test('the article list pages through real links and opens an article beside 7 others', async ({ page }) => {
      // Three pages of 21 cards loaded one after another: 15 s in a full run, 23 s with a build beside it.
      test.setTimeout(40_000);
      const first = await demoContent<DemoList<DemoArticle>>(`/article/?limit=${ARTICLES_PER_PAGE}&offset=0`, locale);
      const second = await demoContent<DemoList<DemoArticle>>(
        `/article/?limit=${ARTICLES_PER_PAGE}&offset=${ARTICLES_PER_PAGE}`,
        locale,
      );

      const response = await page.goto(`/${locale}/article`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Articles.title);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(ARTICLES_PER_PAGE);
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(first.results.map((article) => article.title));
      await expect(cards.first().locator('time')).toHaveText(/^\d{1,2} \S+ \d{4}$/);
      const pager = page.getByRole('navigation', { name: messages.Pager.label });
      await expect(pager.locator('[aria-current="page"]')).toHaveText('1');

      await pager.getByRole('link', { name: pageLabel(locale, 2), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/article\\?page=2$`));
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(second.results.map((article) => article.title));
      await expect(pager.locator('[aria-current="page"]')).toHaveText('2');

      const target = second.results[0]!;
      await cards.first().getByRole('link', { name: target.title }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/article-details/${target.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(target.title)} \\| `));
      await expect(page.getByRole('navigation', { name: messages.Common.breadcrumb }).getByRole('listitem')).toHaveText(
        [messages.Common.home, messages.Articles.title, target.title],
      );
      const body = page.getByRole('main').getByRole('article');
      await expect(body.locator('time')).toHaveText(DATE_WITH_TIME);
      await expect(body.getByRole('img')).toHaveCount(0); // the picture is decorative: alt=""
      await expect(body.locator('img')).toHaveCount(1);

      const sidebar = page.getByRole('complementary', { name: messages.Articles.otherArticles });
      await expect(sidebar.getByRole('listitem')).toHaveCount(OTHER_ARTICLES);
      await expect(sidebar.getByRole('link', { name: target.title, exact: true })).toHaveCount(0);
    });

    test('the detail of the newest article leaves it out of its own sidebar', async ({ page }) => {
      const latest = await demoContent<DemoList<DemoArticle>>(`/article/?limit=${OTHER_ARTICLES + 1}&offset=0`, locale);
      const [current, ...others] = latest.results;
      await page.goto(`/${locale}/article-details/${current!.id}`);
      const sidebar = page.getByRole('complementary', { name: messages.Articles.otherArticles });
      await expect(sidebar.getByRole('link')).toHaveText(others.map((article) => article.title));
    });

    test('an article with a source link offers it in a new tab', async ({ page }) => {
      const all = await demoContent<DemoList<DemoArticle>>('/article/?limit=100&offset=0', locale);
      const withSource = all.results.find((article) => article.source_link);
      const withoutSource = all.results.find((article) => !article.source_link);
      expect(withSource && withoutSource).toBeTruthy();
      const sourceLink = (page: Page) =>
        page.getByRole('main').getByRole('link', { name: new RegExp(`^${escapeRegExp(messages.Common.source)} `) });

      await page.goto(`/${locale}/article-details/${withSource!.id}`);
      await expect(sourceLink(page)).toHaveAttribute('href', withSource!.source_link!);
      await expect(sourceLink(page)).toHaveAttribute('target', '_blank');
      await expect(sourceLink(page)).toHaveAttribute('rel', 'noopener noreferrer');

      await page.goto(`/${locale}/article-details/${withoutSource!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(withoutSource!.title);
      await expect(sourceLink(page)).toHaveCount(0);
    });

    test('the photo albums open an album of linked thumbnails', async ({ page }) => {
      const albums = await demoContent<DemoList<DemoAlbumSummary>>(`/image/?limit=${ALBUMS_PER_PAGE}&offset=0`, locale);
      const album = await albumWithFullPictures(locale);
      const count = album.images.length;

      await page.goto(`/${locale}/photos`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Photos.title);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(albums.results.length);
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(albums.results.map((summary) => summary.title));

      await cards.getByRole('link', { name: album.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/gallery-details/${album.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(album.title);
      await expect(page.getByRole('navigation', { name: messages.Common.breadcrumb }).getByRole('listitem')).toHaveText(
        [messages.Common.home, messages.Photos.title, album.title],
      );
      const labels = album.images.map((_, index) => escapeRegExp(openPhotoLabel(locale, index + 1, count)));
      const thumbnails = page.getByRole('main').getByRole('link', { name: new RegExp(`^(${labels.join('|')})$`) });
      await expect(thumbnails).toHaveCount(count);
      for (const [index, image] of album.images.entries()) {
        await expect(thumbnail(page, locale, album, index)).toHaveAttribute('href', fullPicture(image));
      }
    });

    test('a photo of an album opens in a lightbox that moves both ways and cycles', async ({ page }) => {
      // The lightbox opens twice, each time loading full-size photos.
      test.slow();
      const album = await albumWithFullPictures(locale);
      const count = album.images.length;
      await page.goto(`/${locale}/gallery-details/${album.id}`);

      // Opens on the photo clicked, and moves both ways.
      const second = thumbnail(page, locale, album, 1);
      await second.click();
      const lightbox = photoLightbox(page, album);
      await expect(lightbox).toBeVisible();
      await expectSlide(lightbox, locale, album, 1);
      await expect(lightbox.getByRole('button', { name: messages.Photos.zoomIn })).toBeVisible();
      await expect(lightbox.getByRole('button', { name: messages.Photos.zoomOut })).toBeVisible();
      await expect(lightbox.getByRole('button', { name: messages.Photos.close })).toBeVisible();
      await lightbox.getByRole('button', { name: messages.Photos.next }).click();
      await expectSlide(lightbox, locale, album, 2);
      await lightbox.getByRole('button', { name: messages.Photos.previous }).click();
      await expectSlide(lightbox, locale, album, 1);
      await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);
      await expect(second).toBeFocused();

      // Cycles: after the last photo comes the first, before the first the last.
      const last = thumbnail(page, locale, album, count - 1);
      await last.click();
      await expectSlide(lightbox, locale, album, count - 1);
      await lightbox.getByRole('button', { name: messages.Photos.next }).click();
      await expectSlide(lightbox, locale, album, 0);
      await lightbox.getByRole('button', { name: messages.Photos.previous }).click();
      await expectSlide(lightbox, locale, album, count - 1);
      await lightbox.getByRole('button', { name: messages.Photos.close }).click();
      await expect(lightbox).toHaveCount(0);
      await expect(last).toBeFocused();
    });

    test('the lightbox works with the keyboard alone', async ({ page }) => {
      const album = await albumWithFullPictures(locale);
      await page.goto(`/${locale}/gallery-details/${album.id}`);
      // The breadcrumb's last link comes just before the photos in the tab order.
      const breadcrumb = page.getByRole('navigation', { name: messages.Common.breadcrumb });
      await breadcrumb.getByRole('link', { name: messages.Photos.title }).focus();
      await page.keyboard.press('Tab');
      const first = thumbnail(page, locale, album, 0);
      await expect(first).toBeFocused();

      await page.keyboard.press('Enter');
      const lightbox = photoLightbox(page, album);
      await expect(lightbox).toBeVisible();
      await expectSlide(lightbox, locale, album, 0);
      await page.keyboard.press('ArrowRight');
      await expectSlide(lightbox, locale, album, 1);
      await page.keyboard.press('ArrowLeft');
      await expectSlide(lightbox, locale, album, 0);
      await page.keyboard.press('ArrowLeft');
      await expectSlide(lightbox, locale, album, album.images.length - 1);
      await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);
      await expect(first).toBeFocused();
    });

    test('the videos are listed, each linking to its file, and none loads before it is played', async ({ page }) => {
      const videos = await demoContent<DemoList<DemoVideo>>(`/video/?limit=${VIDEOS_PER_PAGE}&offset=0`, locale);
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'media') videoRequests.push(request.url());
      });

      await page.goto(`/${locale}/videos`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Videos.title);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(videos.results.length);
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(videos.results.map((video) => video.title));
      for (const video of videos.results) {
        await expect(
          page.getByRole('link', { name: fill(messages.Videos.play, { title: video.title }) }),
        ).toHaveAttribute('href', mediaUrl(video.video.src));
      }
      await expect(page.locator('video')).toHaveCount(0);
      expect(videoRequests).toEqual([]);
    });

    test('a video plays in a dialog that gives the focus back', async ({ page }) => {
      const videos = await demoContent<DemoList<DemoVideo>>(`/video/?limit=${VIDEOS_PER_PAGE}&offset=0`, locale);
      await page.goto(`/${locale}/videos`);
      const target = videos.results[1] ?? videos.results[0]!;
      const play = page.getByRole('link', { name: fill(messages.Videos.play, { title: target.title }) });
      await play.click();
      const dialog = page.getByRole('dialog', { name: target.title });
      await expect(dialog).toBeVisible();
      const player = dialog.locator('video');
      await expect(player).toHaveAttribute('src', mediaUrl(target.video.src));
      await expect(player).toHaveAttribute('poster', mediaUrl(target.video.poster_thumbnail));
      await expect(player).toHaveAttribute('autoplay', '');
      await expect(player).toHaveAttribute('controls', '');
      // It plays, on a file the browser reads. Not that its time moves on: a busy machine starves
      // the decoder for seconds; nor that it is still playing: the demo's video lasts 4 s.
      await expect
        .poll(() =>
          player.evaluate((video: HTMLVideoElement) => ({
            error: video.error?.message ?? null,
            metadataRead: video.readyState >= HTMLMediaElement.HAVE_METADATA,
            playing: !video.paused || video.ended,
          })),
        )
        .toEqual({ error: null, metadataRead: true, playing: true });
      await expect(dialog.getByRole('button', { name: messages.Videos.close })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('video')).toHaveCount(0);
      await expect(play).toBeFocused();
    });

    test('the video dialog closes by its button and by a click beside the video', async ({ page }) => {
      const videos = await demoContent<DemoList<DemoVideo>>(`/video/?limit=${VIDEOS_PER_PAGE}&offset=0`, locale);
      await page.goto(`/${locale}/videos`);
      const target = videos.results[1] ?? videos.results[0]!;
      const play = page.getByRole('link', { name: fill(messages.Videos.play, { title: target.title }) });
      const dialog = page.getByRole('dialog', { name: target.title });
      await play.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: messages.Videos.close }).click();
      await expect(dialog).toHaveCount(0);
      await expect(play).toBeFocused();
      await play.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(2, 2);
      await expect(dialog).toHaveCount(0);
      await expect(page.locator('video')).toHaveCount(0);
      await expect(play).toBeFocused();
    });
  });
}

test('the lightbox says so when a photo fails to load', async ({ page }) => {
  const album = await albumWithFullPictures('ru');
  const broken = fullPicture(album.images[1]!);
  await page.route(broken, (route) => route.abort());
  await page.goto(`/ru/gallery-details/${album.id}`);
  await thumbnail(page, 'ru', album, 1).click();
  const lightbox = photoLightbox(page, album);
  await expect(currentSlide(lightbox).getByText(MESSAGES.ru.Photos.imageFailed, { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expectSlide(lightbox, 'ru', album, 2);
  await expect(currentSlide(lightbox).getByText(MESSAGES.ru.Photos.imageFailed, { exact: true })).toHaveCount(0);
});

// The open lightbox and video dialog are checked by axe here, once each.
test.describe('on a 375 px wide screen', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the lightbox shows the whole photo and its controls', async ({ page }) => {
    const album = await albumWithFullPictures('en');
    await page.goto(`/en/gallery-details/${album.id}`);
    const first = thumbnail(page, 'en', album, 0);
    await first.click();
    const lightbox = photoLightbox(page, album);
    await expectSlide(lightbox, 'en', album, 0);
    const picture = await currentSlide(lightbox).locator('img').boundingBox();
    expect(picture).not.toBeNull();
    expect(picture!.x).toBeGreaterThanOrEqual(0);
    expect(picture!.x + picture!.width).toBeLessThanOrEqual(375);
    for (const name of [MESSAGES.en.Photos.next, MESSAGES.en.Photos.previous, MESSAGES.en.Photos.close]) {
      await expect(lightbox.getByRole('button', { name })).toBeInViewport();
    }
    await lightbox.getByRole('button', { name: MESSAGES.en.Photos.next }).click();
    await expectSlide(lightbox, 'en', album, 1);
    await expectAccessible(page);
    await lightbox.getByRole('button', { name: MESSAGES.en.Photos.close }).click();
    await expect(lightbox).toHaveCount(0);
    await expect(first).toBeFocused();
  });

  test('the video dialog fits the screen', async ({ page }) => {
    const videos = await demoContent<DemoList<DemoVideo>>(`/video/?limit=${VIDEOS_PER_PAGE}&offset=0`, 'ru');
    const target = videos.results[0]!;
    await page.goto('/ru/videos');
    const play = page.getByRole('link', { name: fill(MESSAGES.ru.Videos.play, { title: target.title }) });
    await play.click();
    const dialog = page.getByRole('dialog', { name: target.title });
    await expect(dialog).toBeVisible();
    const player = await dialog.locator('video').boundingBox();
    expect(player).not.toBeNull();
    expect(player!.x).toBeGreaterThanOrEqual(0);
    expect(player!.x + player!.width).toBeLessThanOrEqual(375);
    const close = dialog.getByRole('button', { name: MESSAGES.ru.Videos.close });
    await expect(close).toBeInViewport();
    await expectAccessible(page);
    await close.click();
    await expect(dialog).toHaveCount(0);
    await expect(play).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a thumbnail opens the full photo and the play button the video file', async ({ page, request }) => {
    const album = await albumWithFullPictures('en');
    await page.goto(`/en/gallery-details/${album.id}`);
    const first = thumbnail(page, 'en', album, 0);
    await expect(first).toHaveAttribute('href', fullPicture(album.images[0]!));
    const picture = await request.get(fullPicture(album.images[0]!));
    expect(picture.headers()['content-type']).toMatch(/^image\//);

    const videos = await demoContent<DemoList<DemoVideo>>(`/video/?limit=${VIDEOS_PER_PAGE}&offset=0`, 'en');
    await page.goto('/en/videos');
    const target = videos.results[0]!;
    const play = page.getByRole('link', { name: fill(MESSAGES.en.Videos.play, { title: target.title }) });
    await expect(play).toHaveAttribute('href', mediaUrl(target.video.src));
    const video = await request.head(mediaUrl(target.video.src));
    expect(video.headers()['content-type']).toMatch(/^video\/mp4/);
  });
});

test.describe('the lightbox code', () => {
  test('is fetched on an album page once a photo is opened', async ({ page }) => {
    const album = await albumWithFullPictures('tm');
    const lightboxFiles = watchLightboxCode(page);
    await page.goto(`/tm/gallery-details/${album.id}`);
    await page.waitForLoadState('networkidle');
    expect(await lightboxFiles()).toEqual([]);

    await thumbnail(page, 'tm', album, 0).click();
    await expect(photoLightbox(page, album)).toBeVisible();
    // Its script and its styles.
    expect(await lightboxFiles()).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.js$/), expect.stringMatching(/\.css$/)]),
    );
  });

  for (const path of ['/en', '/en/news']) {
    test(`is not fetched on ${path}`, async ({ page }) => {
      const lightboxFiles = watchLightboxCode(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await lightboxFiles()).toEqual([]);
    });
  }

  test('is not fetched when an album page is prefetched', async ({ page }) => {
    const lightboxFiles = watchLightboxCode(page);
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/en/photos');
    // A link is prefetched when the reader points at it.
    const album = page.getByRole('main').locator('a[href^="/en/gallery-details/"]').first();
    await album.hover();
    await expect.poll(() => prefetched).toContain(await album.getAttribute('href'));
    await page.waitForLoadState('networkidle');
    expect(await lightboxFiles()).toEqual([]);
  });
});
