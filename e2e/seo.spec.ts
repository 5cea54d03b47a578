import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  demoContent,
  demoProvider,
  LOCALES,
  MESSAGES,
  type DemoItem,
  type DemoList,
  type DemoNews,
  type Locale,
} from './support';
import { SITE_URL } from './servers';

const OG_LOCALES: Record<Locale, string> = { tm: 'tk_TM', ru: 'ru_RU', en: 'en_GB' };

/** What search engines read: a page's HTML as the server sends it, fetched without a browser. */
async function serverHtml(request: APIRequestContext, pathname: string): Promise<string> {
  const response = await request.get(pathname);
  expect(response.status(), pathname).toBe(pathname.endsWith('/no-such-page') ? 404 : 200);
  return response.text();
}

/** One page of each kind: its path without the locale, and the structured data it must carry. */
async function pagesOfEachKind() {
  const [news, articles, competitions, lessons, albums, offices, services, categories] = await Promise.all([
    demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', 'en'),
    demoContent<DemoList<DemoItem>>('/article/?limit=1&offset=0', 'en'),
    demoProvider<DemoList<DemoItem>>('/competition?limit=1&offset=0', 'en'),
    demoProvider<DemoList<DemoItem>>('/course?limit=1&offset=0', 'en'),
    demoContent<DemoList<DemoItem>>('/image/?limit=1&offset=0', 'en'),
    demoProvider<DemoList<DemoItem>>('/mudirlik?limit=1&offset=0', 'en'),
    demoProvider<DemoList<DemoItem>>('/service', 'en'),
    demoProvider<DemoList<DemoItem>>('/branchcategory', 'en'),
  ]);
  return [
    { path: '', types: [] },
    { path: '/news?page=2', types: ['BreadcrumbList'] },
    { path: `/news-details/${news.results[0]!.id}`, types: ['BreadcrumbList', 'NewsArticle'] },
    { path: `/article-details/${articles.results[0]!.id}`, types: ['BreadcrumbList', 'NewsArticle'] },
    { path: `/competition-details/${competitions.results[0]!.id}`, types: ['BreadcrumbList', 'Event'] },
    { path: `/lesson-details/${lessons.results[0]!.id}`, types: ['BreadcrumbList', 'Course'] },
    { path: `/gallery-details/${albums.results[0]!.id}`, types: ['BreadcrumbList', 'ImageGallery'] },
    { path: '/videos', types: ['BreadcrumbList', 'ItemList'] },
    { path: '/faq', types: ['BreadcrumbList', 'FAQPage'] },
    { path: `/branches/${categories.results[0]!.id}`, types: ['BreadcrumbList'] },
    { path: `/office-details/${offices.results[0]!.id}`, types: ['BreadcrumbList'] },
    { path: `/service-details/${services.results[0]!.id}`, types: ['BreadcrumbList'] },
    { path: '/contact', types: ['BreadcrumbList'] },
    { path: '/digital/e-school', types: ['BreadcrumbList'] },
  ];
}

/** Every kind of page, those above and the rest: the lists and details they leave out, and a 404. */
async function everyKindOfPage(): Promise<string[]> {
  const [advertisements, branches] = await Promise.all([
    demoProvider<DemoList<DemoItem>>('/mahabat?limit=1&offset=0', 'en'),
    demoProvider<DemoList<DemoItem>>('/branch?limit=1&offset=0', 'en'),
  ]);
  return [
    ...(await pagesOfEachKind()).map(({ path: pathname }) => pathname),
    '/article',
    '/photos',
    '/advertisements',
    `/advertisement-details/${advertisements.results[0]!.id}`,
    '/competitions',
    '/lessons',
    '/instructor-profile',
    `/branch-details/${branches.results[0]!.id}`,
    '/offices/all',
    '/services',
    '/about',
    '/accessibility',
    '/no-such-page',
  ];
}

/** What a page's HTML tells previews and search engines, read by the browser's parser without running it. */
async function head(page: Page, html: string, breadcrumbLabel = '') {
  return page.evaluate(
    ([text, label]) => {
      const document = new DOMParser().parseFromString(text, 'text/html');
      const attribute = (selector: string, name: string) =>
        document.head.querySelector(selector)?.getAttribute(name) ?? null;
      return {
        title: document.title,
        description: attribute('meta[name="description"]', 'content'),
        canonical: attribute('link[rel="canonical"]', 'href'),
        alternates: Object.fromEntries(
          [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
            link.getAttribute('hreflang'),
            link.getAttribute('href'),
          ]),
        ),
        feeds: [...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((link) =>
          link.getAttribute('href'),
        ),
        ogLocale: attribute('meta[property="og:locale"]', 'content'),
        ogUrl: attribute('meta[property="og:url"]', 'content'),
        ogTitle: attribute('meta[property="og:title"]', 'content'),
        ogImage: attribute('meta[property="og:image"]', 'content'),
        ogImageWidth: attribute('meta[property="og:image:width"]', 'content'),
        ogImageHeight: attribute('meta[property="og:image:height"]', 'content'),
        ogImageAlt: attribute('meta[property="og:image:alt"]', 'content'),
        twitterImage: attribute('meta[name="twitter:image"]', 'content'),
        twitterCard: attribute('meta[name="twitter:card"]', 'content'),
        publishedTime: attribute('meta[property="article:published_time"]', 'content'),
        icon: attribute('link[rel="icon"]', 'href'),
        appleIcon: attribute('link[rel="apple-touch-icon"]', 'href'),
        structured: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? 'null') as { '@type': string },
        ),
        breadcrumb: [...document.querySelectorAll(`nav[aria-label="${label}"] li`)].map((item) => item.textContent),
      };
    },
    [html, breadcrumbLabel] as const,
  );
}

for (const locale of LOCALES) {
  test(`every kind of page in ${locale} has its title, description, canonical, alternates and structured data`, async ({
    page,
    request,
  }) => {
    const site = MESSAGES[locale].Site;
    const pages = await pagesOfEachKind();
    const htmls = await Promise.all(pages.map(({ path: pathname }) => serverHtml(request, `/${locale}${pathname}`)));
    for (const [index, { path: pathname, types }] of pages.entries()) {
      const meta = await head(page, htmls[index]!, MESSAGES[locale].Common.breadcrumb);
      const where = `/${locale}${pathname}`;
      // Home's title is the site's name; every other page's ends with it.
      expect(meta.title, where).toMatch(new RegExp(`(^|\\| )${site.name} \\(${site.shortName}\\)$`));
      if (pathname === '') expect(meta.ogTitle, where).toBe(site.name);
      expect(meta.description?.length, where).toBeGreaterThan(20);
      expect(meta.description!.length, where).toBeLessThanOrEqual(160);
      expect(meta.canonical, where).toBe(`${SITE_URL}/${locale}${pathname}`);
      expect(meta.alternates, where).toEqual({
        tk: `${SITE_URL}/tm${pathname}`,
        ru: `${SITE_URL}/ru${pathname}`,
        en: `${SITE_URL}/en${pathname}`,
        'x-default': `${SITE_URL}/tm${pathname}`,
      });
      expect(meta.ogLocale, where).toBe(OG_LOCALES[locale]);
      expect(meta.ogUrl, where).toBe(meta.canonical);
      // Previews fetch their picture from the site's own origin, and are told its size and words.
      expect(new URL(meta.ogImage!).origin, where).toBe(SITE_URL);
      expect(meta.twitterImage, where).toBe(meta.ogImage);
      expect([meta.ogImageWidth, meta.ogImageHeight], where).toEqual(['1200', '630']);
      expect(meta.ogImageAlt?.length, where).toBeGreaterThan(0);
      expect(meta.twitterCard, where).toBe('summary_large_image');
      expect(meta.icon, where).toMatch(/^\/brand\/logo\.svg/);
      expect(meta.appleIcon, where).toBe('/icons/apple-touch-icon.png');
      expect(meta.feeds, where).toEqual([
        `${SITE_URL}/${locale}/news/rss.xml`,
        `${SITE_URL}/${locale}/article/rss.xml`,
      ]);
      const structuredTypes = meta.structured.map((entry) => entry['@type']);
      expect(structuredTypes, where).toEqual(expect.arrayContaining(['EducationalOrganization', ...types]));
      const breadcrumb = meta.structured.find((entry) => entry['@type'] === 'BreadcrumbList') as
        { itemListElement: { name: string }[] } | undefined;
      if (breadcrumb) {
        expect(
          breadcrumb.itemListElement.map((crumb) => crumb.name),
          where,
        ).toEqual(meta.breadcrumb);
      }
    }
  });
}

test('a news item tells previews its own text and picture, and search engines its article data', async ({
  page,
  request,
}) => {
  const news = (await demoContent<DemoList<DemoNews>>('/news/?limit=1&offset=0', 'ru')).results[0]!;
  const html = await serverHtml(request, `/ru/news-details/${news.id}`);
  const meta = await head(page, html);
  expect(meta.title).toMatch(new RegExp(`^${news.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  expect(meta.ogImage).toMatch(new RegExp(`^${SITE_URL}/share-image/[\\w-]+\\.jpg$`));
  expect(meta.ogImageAlt).toBe(news.title);
  const article = meta.structured.find((entry) => entry['@type'] === 'NewsArticle') as Record<string, unknown>;
  expect(article).toMatchObject({
    headline: news.title,
    inLanguage: 'ru',
    url: `${SITE_URL}/ru/news-details/${news.id}`,
  });
  expect(meta.publishedTime).toMatch(/^\d{4}-/);
});

test('every preview picture is served by the site at the size its page states', async ({ page, request }) => {
  const pages = await pagesOfEachKind();
  const pictures = new Map<string, string>();
  for (const { path: pathname } of pages) {
    const meta = await head(page, await serverHtml(request, `/en${pathname}`));
    pictures.set(meta.ogImage!, `${meta.ogImageWidth}x${meta.ogImageHeight}`);
  }
  // The default picture and the items' own.
  expect([...pictures.keys()].filter((url) => url.includes('/share-image/')).length).toBeGreaterThan(3);
  for (const [url, size] of pictures) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^image\/(jpeg|png)$/);
    const { width, height } = await sharp(await response.body()).metadata();
    expect(`${width}x${height}`, url).toBe(size);
  }
});

test("an album's preview describes the album, and home's names the centre", async ({ page, request }) => {
  const album = (await demoContent<DemoList<DemoItem>>('/image/?limit=1&offset=0', 'ru')).results[0]!;
  const albumMeta = await head(page, await serverHtml(request, `/ru/gallery-details/${album.id}`));
  expect(albumMeta.description).toContain(album.title);
  expect(albumMeta.description).not.toBe(MESSAGES.ru.Site.description);
  const home = await head(page, await serverHtml(request, '/ru'));
  expect(home.ogTitle).toBe(MESSAGES.ru.Site.name);
  expect(home.title).toBe(`${MESSAGES.ru.Site.name} (${MESSAGES.ru.Site.shortName})`);
});

test('the sitemap lists every page of every list, in every language, and is valid XML', async ({ page, request }) => {
  const parse = (xml: string) =>
    page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
    }, xml);

  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('xml');
  const files = await parse(await index.text());
  expect(files).toEqual([`${SITE_URL}/sitemaps/0.xml`]);

  const file = await request.get(new URL(files![0]!).pathname);
  const urls = new Set(await parse(await file.text()));
  expect(urls.size).toBeGreaterThan(0);

  const [news, courses, branches] = await Promise.all([
    demoContent<DemoList<DemoItem>>('/news/?offset=0', 'tm'),
    demoProvider<DemoList<DemoItem>>('/course', 'tm'),
    demoProvider<DemoList<DemoItem>>('/branch', 'tm'),
  ]);
  expect(news.results.length).toBe(news.count);
  for (const locale of LOCALES) {
    for (const item of news.results) expect(urls.has(`${SITE_URL}/${locale}/news-details/${item.id}`)).toBe(true);
    for (const item of courses.results) expect(urls.has(`${SITE_URL}/${locale}/lesson-details/${item.id}`)).toBe(true);
    for (const item of branches.results) expect(urls.has(`${SITE_URL}/${locale}/branch-details/${item.id}`)).toBe(true);
    for (const pathname of ['', '/about', '/news', '/faq', '/digital/payment', '/branches/all']) {
      expect(urls.has(`${SITE_URL}/${locale}${pathname}`), `${locale}${pathname}`).toBe(true);
    }
  }
  expect([...urls].some((url) => url.includes('/instructor-profile'))).toBe(false);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /api/');
  expect(robots).not.toMatch(/^Host:/im);
});

test('the icons a device or a feed reader asks for without reading a page are there', async ({ request }) => {
  // /favicon.ico: an ICO file (reserved 0, type 1) of a 16 and a 32 px picture.
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  const ico = await favicon.body();
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
  expect([ico[6], ico[22]]).toEqual([16, 32]);
  // Apple's touch icon: a PNG of 180 × 180 px (its header's width and height), opaque.
  const apple = await request.get('/icons/apple-touch-icon.png');
  expect(apple.status()).toBe(200);
  expect(apple.headers()['content-type']).toBe('image/png');
  const png = await apple.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  // Colour type 2 (truecolour, no alpha): iOS would draw transparency black.
  expect(png[25]).toBe(2);
});

for (const [feed, contentPath] of [
  ['news', '/news/'],
  ['article', '/article/'],
] as const) {
  test(`the ${feed} feeds are valid RSS with the latest items of each language`, async ({ page, request }) => {
    for (const locale of LOCALES) {
      const latest = await demoContent<DemoList<DemoItem>>(`${contentPath}?limit=20&offset=0`, locale);
      const response = await request.get(`/${locale}/${feed}/rss.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/rss+xml');
      const items = await page.evaluate(
        (text) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          if (doc.querySelector('parsererror')) return null;
          return [...doc.querySelectorAll('item')].map((item) => ({
            title: item.querySelector('title')?.textContent,
            link: item.querySelector('link')?.textContent,
          }));
        },
        await response.text(),
      );
      expect(items).toEqual(
        latest.results.map((item) => ({
          title: item.title,
          link: `${SITE_URL}/${locale}/${feed === 'news' ? 'news-details' : 'article-details'}/${item.id}`,
        })),
      );
    }
  });
}

/** The Nu checker's pages are checked a third at a time: one Java process for them all outlasts a test's time limit. */
const NU_PARTS = 3;

for (const locale of LOCALES) {
  for (let part = 0; part < NU_PARTS; part += 1) {
    test(`the Nu HTML checker finds no error on a page of each kind in ${locale}, part ${part + 1} of ${NU_PARTS}`, async ({
      request,
    }) => {
      const folder = await mkdtemp(path.join(tmpdir(), 'vnu-'));
      const pages = (await everyKindOfPage()).filter((_, index) => index % NU_PARTS === part);
      const files = await Promise.all(
        pages.map(async (pathname, index) => {
          const file = path.join(folder, `${locale}-page-${index}${pathname.replaceAll('/', '_')}.html`);
          await writeFile(file, await serverHtml(request, `/${locale}${pathname}`));
          return file;
        }),
      );
      const vnu = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
      const result = await promisify(execFile)(
        'java',
        ['-jar', vnu, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      const messages = (
        JSON.parse(result.stderr || result.stdout) as { messages: { url: string; message: string; extract?: string }[] }
      ).messages;
      expect(files.length).toBeGreaterThan(5);
      expect(
        messages.map((message) => `${path.basename(message.url)}: ${message.message} — ${message.extract ?? ''}`),
      ).toEqual([]);
    });
  }
}

/*
 * The demo's upstream HTML uses every heading level, as CMS editors do: starting at h3, an h1
 * repeating the title, levels skipped. On the page they nest under its own headings, so the
 * outline never skips a level (Lighthouse's and axe's heading order).
 */
for (const locale of LOCALES) {
  test(`the headings of every kind of page in ${locale}, upstream HTML included, never skip a level`, async ({
    page,
    request,
  }) => {
    const pages = await everyKindOfPage();
    const htmls = await Promise.all(pages.map((pathname) => serverHtml(request, `/${locale}${pathname}`)));
    for (const [index, pathname] of pages.entries()) {
      const levels = await page.evaluate(
        (html) =>
          [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
            (heading) => Number(heading.localName.slice(1)),
          ),
        htmls[index]!,
      );
      const where = `/${locale}${pathname}: ${levels.join(' ')}`;
      expect(levels[0], where).toBe(1);
      expect(
        levels.filter((level) => level === 1),
        where,
      ).toHaveLength(1);
      for (let index = 1; index < levels.length; index += 1)
        expect(levels[index]!, where).toBeLessThanOrEqual(levels[index - 1]! + 1);
    }
  });
}
