import { expect, test, type Page } from '@playwright/test';
import { EXTRA_MEDIA_ORIGIN, SITE_URL } from './servers';
import { demoContent, type DemoItem, type DemoList, type DemoNews, escapeRegExp, markDocument } from './support';
import { startTrickle } from './trickle';

/*
 * The largest picture above the fold loads at once, with high priority; every other
 * picture of the page's main part waits until it is near the screen; other pages (and
 * their pictures) are fetched only once the reader shows they may open them.
 */

async function mainPictures(page: Page, pathname: string) {
  await page.goto(pathname);
  return page.locator('main img').evaluateAll((images) =>
    images.map((image) => ({
      loading: image.getAttribute('loading'),
      priority: image.getAttribute('fetchpriority'),
    })),
  );
}

/** Each card's picture: its `src`, its `srcset` with its descriptors, and its `sizes`. */
function cardSources(page: Page) {
  return page.locator('main article img').evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute('src'),
      srcset: image.getAttribute('srcset'),
      sizes: image.getAttribute('sizes'),
    })),
  );
}

const LIST_PAGES = [
  '/en/news',
  '/en/article',
  '/en/photos',
  '/en/videos',
  '/en/advertisements',
  '/en/competitions',
  '/en/lessons',
  '/en/branches/all',
];

for (const pathname of LIST_PAGES) {
  test(`${pathname}: the first card's picture loads at once, the others lazily`, async ({ page }) => {
    const [first, ...others] = await mainPictures(page, pathname);
    expect(first).toEqual({ loading: 'eager', priority: 'high' });
    expect(others.length).toBeGreaterThan(0);
    for (const picture of others) expect(picture).toEqual({ loading: 'lazy', priority: null });
  });

  test(`${pathname}: each card offers its picture at 1x and 2x of the card, as sharp as a wide screen draws it`, async ({
    page,
  }) => {
    await page.goto(pathname);
    // Two sources, not a `sizes` list of six: each card's HTML and payload carry every one. A
    // lazy picture's 1x is its `src`, which a browser takes as the 1x of a `srcset` without one.
    const [eager, ...lazy] = await cardSources(page);
    for (const picture of [eager!, ...lazy]) expect(picture.sizes).toBeNull();
    expect(eager!.srcset).toMatch(/^\/_next\/image\?\S+&w=384&\S+ 1x, \/_next\/image\?\S+&w=640&\S+ 2x$/);
    for (const picture of lazy) {
      expect(picture.src).toMatch(/^\/_next\/image\?\S+&w=384&/);
      expect(picture.srcset).toMatch(/^\/_next\/image\?\S+&w=640&\S+ 2x$/);
    }
    // At the device's 1x, where a card is 260–376px wide. A phone's one card a row (343px) at
    // 2x or 3x gets the 640px picture: 93% or 62% of its pixels (docs/performance.md).
    const first = page.locator('main article img').first();
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const { natural, drawn } = await first.evaluate((image: HTMLImageElement) => ({
      natural: image.naturalWidth,
      drawn: image.getBoundingClientRect().width * devicePixelRatio,
    }));
    expect(natural).toBeGreaterThanOrEqual(drawn);
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

test("an album loads its first photo's thumbnail at once and the others lazily", async ({ page }) => {
  const [latest] = (await demoContent<DemoList<DemoItem>>('/image/?limit=1&offset=0', 'en')).results;
  const [first, ...others] = await mainPictures(page, `/en/gallery-details/${latest!.id}`);
  expect(first).toEqual({ loading: 'eager', priority: 'high' });
  expect(others.length).toBeGreaterThan(0);
  for (const picture of others) expect(picture).toEqual({ loading: 'lazy', priority: null });
});

/*
 * The largest element of a detail page (its picture, or the banner's heading) is painted from
 * the server's HTML and left as it is when the scripts run: it is a plain element of the
 * Server Components' payload, not drawn by a client component, and hydration neither
 * replaces, re-keys, hides nor changes it. Structure, not time: what is asserted is which
 * element was painted and what happened to it.
 */

interface PaintRecord {
  /** Every largest-contentful-paint candidate, in order; null once it left the document. */
  candidates: (Element | null)[];
  mutations: MutationRecord[];
}

declare global {
  interface Window {
    paintRecord: PaintRecord;
    layoutShifts: string[];
    /** When the page was first painted, and when hydrated (performance.now()). */
    firstPaintAt?: number;
    hydratedAt?: number;
  }
}

/** Runs before any of the page's scripts: watches the paints and every change to the DOM. */
function recordPaintsAndMutations() {
  const record: PaintRecord = { candidates: [], mutations: [] };
  window.paintRecord = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.candidates.push((entry as PerformanceEntry & { element: Element | null }).element);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((records) => record.mutations.push(...records)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

/** The React Server Components payload a page's HTML carries, as React on the browser reads it. */
function serverComponentsPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
    .map(([, chunk]) => JSON.parse(chunk!) as [number, string?])
    .map(([, text]) => text ?? '')
    .join('');
}

/**
 * What became of the largest element painted, once the page has hydrated: which element it is,
 * and every change the scripts made to it or around it (see recordPaintsAndMutations).
 */
async function largestElementAfterHydration(page: Page) {
  // Hydrated: the menu's groups mark themselves once their script has run.
  await expect(page.locator('[data-enhanced]').first()).toBeAttached();
  // A paint is recorded only after a frame; the last candidate is the largest element.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));

  return page.evaluate(() => {
    const { candidates, mutations } = window.paintRecord;
    const largest = candidates.at(-1) ?? null;
    if (!largest) return { candidates: candidates.length, largest: null };
    const touchesLargest = (node: Node) => node === largest || largest.contains(node);
    const holdsLargest = (node: Node) => node.contains(largest);
    const changes = mutations.filter(
      (mutation) =>
        ((mutation.type === 'attributes' || mutation.type === 'characterData') && touchesLargest(mutation.target)) ||
        // The parser only adds nodes; taking one away from it, or it away, is a script's doing.
        (mutation.type === 'childList' &&
          [...mutation.removedNodes].some((node) => holdsLargest(node) || touchesLargest(mutation.target))),
    );
    const tag = largest.localName;
    const identity = tag === 'img' ? { src: largest.getAttribute('src') } : { children: largest.textContent };
    return {
      candidates: candidates.length,
      removedCandidates: candidates.filter((candidate) => candidate === null).length,
      largest: tag,
      inMain: Boolean(largest.closest('main')),
      connected: largest.isConnected,
      changes: changes.map((mutation) => `${mutation.type} on <${(mutation.target as Element).localName ?? '#text'}>`),
      identity,
    };
  });
}

const DETAIL_PAGES = [
  ['news', '/news/?limit=1&offset=0', (id: number) => `/en/news-details/${id}`],
  ['article', '/article/?limit=1&offset=0', (id: number) => `/en/article-details/${id}`],
] as const;

for (const [kind, listPath, detailPath] of DETAIL_PAGES) {
  test(`on a phone, the largest element of a ${kind} page comes from the server's HTML and hydration leaves it alone`, async ({
    page,
  }) => {
    const [latest] = (await demoContent<DemoList<DemoNews>>(listPath, 'en')).results;
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(recordPaintsAndMutations);
    await page.goto(detailPath(latest!.id));
    const verdict = await largestElementAfterHydration(page);

    expect(verdict.largest, 'the largest element').toMatch(/^(img|h1)$/);
    expect(verdict).toMatchObject({ inMain: true, connected: true, removedCandidates: 0, changes: [] });
    // In the payload, a Server Component's element is written out as ["$", tag, key, props];
    // one drawn by a client component appears only as that component's reference and props.
    const payload = serverComponentsPayload(await (await page.request.get(detailPath(latest!.id))).text());
    const [prop, value] = Object.entries(verdict.identity!)[0]!;
    const element = new RegExp(
      `\\["\\$","${verdict.largest}",(?:null|"[^"]*"),\\{[^\\]]*?${escapeRegExp(`"${prop}":${JSON.stringify(value)}`)}`,
    );
    expect(payload, `the <${verdict.largest}> is a Server Component's element`).toMatch(element);
  });
}

// A list's largest element is its first card's picture, which the card's client component draws
// (components/card/card.tsx): in the HTML all the same, and hydration, drawing the same
// attributes, must leave it as it was painted.
test("on a phone, the largest element of the news list is its first card's picture, and hydration leaves it alone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(recordPaintsAndMutations);
  await page.goto('/en/news');
  const firstPicture = await page.locator('main article img').first().getAttribute('src');
  const verdict = await largestElementAfterHydration(page);

  expect(verdict).toMatchObject({
    largest: 'img',
    identity: { src: firstPicture },
    inMain: true,
    connected: true,
    removedCandidates: 0,
    changes: [],
  });
});

test('a picture on an extra media host (MEDIA_HOSTS) is shown, through the image optimiser', async ({ page }) => {
  const { results } = await demoContent<DemoList<DemoNews & { image: string }>>('/news/?limit=20&offset=0', 'en');
  const onExtraHost = results.find((news) => news.image.startsWith(EXTRA_MEDIA_ORIGIN));
  expect(onExtraHost, 'the demo names the extra media host').toBeDefined();
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_next/image') && response.status() !== 200)
      failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`/en/news-details/${onExtraHost!.id}`);
  const picture = page.getByRole('main').locator('article img').first();
  await expect(picture).toHaveAttribute(
    'src',
    new RegExp(`url=${encodeURIComponent(EXTRA_MEDIA_ORIGIN).replace(/[.]/g, '\\.')}`),
  );
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  expect(failed).toEqual([]);
});

test('a link of the site is followed by the router, without reloading the page; a card is its link all over', async ({
  page,
}) => {
  await page.goto('/en/news');
  const sameDocument = await markDocument(page);
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!;
  // Where the card's picture is drawn, not its title: the title's link covers the card (and
  // so takes the pointer from the picture, which Playwright would wait for without `force`).
  await card.locator('img').click({ force: true });
  await expect(page).toHaveURL(/\/en\/news-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await sameDocument()).toBe(true);
});

test('a link is prefetched when the reader points at it, touches it or focuses it, not when it comes into view', async ({
  page,
}) => {
  // Wide enough for the menu bar and three cards a row: some twenty links in view.
  await page.setViewportSize({ width: 1280, height: 800 });
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/news');
  await page.waitForLoadState('networkidle');
  // A prefetched page would also bring the preload of its largest picture.
  expect(prefetched).toEqual([]);

  // Links to three kinds of page: Next fetches what a kind of page shares once, so a second
  // link to another news item would make no request of its own to observe.
  const pointed = page.getByRole('main').getByRole('link').and(page.locator('[href^="/en/news-details/"]')).first();
  const touched = page.getByRole('banner').getByRole('link').and(page.locator('[href="/en/lessons"]'));
  const focused = page.getByRole('banner').getByRole('link').and(page.locator('[href="/en/contact"]'));
  const hrefs = await Promise.all([pointed, touched, focused].map((link) => link.getAttribute('href')));

  await pointed.hover();
  await expect.poll(() => prefetched).toContain(hrefs[0]);
  await touched.dispatchEvent('touchstart');
  await expect.poll(() => prefetched).toContain(hrefs[1]);
  expect(prefetched).not.toContain(hrefs[2]);
  await focused.focus();
  await expect.poll(() => prefetched).toContain(hrefs[2]);
});

/**
 * Every layout shift while `url` loads on `page` until it is hydrated (the menu's groups mark
 * themselves once their script has run), each as what moved, with its box before and after:
 * what a failure needs to be explained; and whether the page was painted before it was hydrated,
 * without which hydration could move nothing anyone saw.
 */
async function layoutShiftsWhileLoading(page: Page, url: string) {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        window.layoutShifts.push(
          entry.sources
            .map((source) => {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              const place = (rect: DOMRectReadOnly) =>
                `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
              return `${element?.nodeName ?? '?'}.${element?.className ?? ''} ${place(source.previousRect)} → ${place(source.currentRect)}`;
            })
            .join('; '),
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') window.firstPaintAt = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver((_records, observer) => {
      window.hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributeFilter: ['data-enhanced'] });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a slow CPU the islands take seconds to start, the more beside a busy process.
  await expect(page.locator('[data-enhanced]').first()).toBeAttached({ timeout: 40_000 });
  const { shifts, firstPaintAt, hydratedAt } = await page.evaluate(() => ({
    shifts: window.layoutShifts,
    firstPaintAt: window.firstPaintAt,
    hydratedAt: window.hydratedAt,
  }));
  expect(firstPaintAt, 'the page was painted').toBeDefined();
  return { shifts, paintedBeforeHydration: firstPaintAt! < hydratedAt! };
}

/** How much slower a phone's CPU is than this machine's, as Lighthouse's mobile runs take it. */
const PHONE_CPU_SLOWDOWN = 4;

// A browser paints a page before it has all of it: what is painted must not move when the rest
// arrives (the top bar once rearranged itself when the language links came, the brand row's
// search box moved when the emblems' text came, the ticker's list and label and a slide's title
// moved up when their content came, the name moved when the logo came), nor when it is hydrated.
// Pages come from the page cache, as most visits do: what is measured is the page arriving, not
// its render.
for (const [name, viewport] of [
  ['a phone', { width: 375, height: 740 }],
  ['a wide screen', { width: 1280, height: 800 }],
] as const) {
  for (const pathname of ['/ru/news', '/tm', '/en/faq']) {
    test.describe(`on ${name}, nothing painted on ${pathname} moves`, () => {
      test.beforeEach(async ({ request }) => {
        expect((await request.get(pathname)).ok()).toBe(true);
      });

      // Through e2e/trickle.ts, which sends the first screens a tag at a time: painted cut after
      // nearly every tag, however busy this machine is.
      test('while it arrives over a slow network', async ({ page }) => {
        // Its first screens arrive a tag a frame: many seconds.
        test.slow();
        const trickle = await startTrickle(SITE_URL);
        try {
          await page.setViewportSize(viewport);
          const { shifts } = await layoutShiftsWhileLoading(page, new URL(pathname, trickle.origin).href);
          expect(shifts, pathname).toEqual([]);
        } finally {
          await trickle.close();
        }
      });

      // The trickle above paints the page part by part; here what is painted must stay as
      // hydration finds it. At a phone's speed, as Lighthouse takes it (a quarter of a desktop's),
      // a page paints long before its scripts have run; the test says so if it did not.
      test('while a slow CPU hydrates it', async ({ page }) => {
        await page.setViewportSize(viewport);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
        const { shifts, paintedBeforeHydration } = await layoutShiftsWhileLoading(page, pathname);
        expect(paintedBeforeHydration, 'painted before hydrated').toBe(true);
        expect(shifts, pathname).toEqual([]);
      });
    });
  }
}
