import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/routing';
import { demoCollections } from '@/demo-upstream/content/index';
import { upstreamServer } from '@/lib/test/upstream-server';
import { TEST_ORIGIN, TEST_TOKEN } from '@/lib/test/test-env';
import { NO_RESPONSE_MESSAGE, UpstreamError } from './errors';
import * as upstream from './index';
import { captureLog } from '@/lib/test/log-lines';

/*
 * Every getter of the data layer against the same scenarios: the demo upstream's answer,
 * then, one at a time, each way an upstream can misbehave (UPSTREAM.md).
 */

const PROVIDER = `${TEST_ORIGIN}/provider`;
const CONTENT = `${TEST_ORIGIN}/content/api/v1`;
const DATE = '2025-03-14T09:30:00+05:00';

/** An id each demo collection has, so that the success case reads a real item. */
const demo = demoCollections('en');
const demoId = {
  news: demo.news[0]!.id,
  article: demo.articles[0]!.id,
  album: demo.albums[0]!.id,
  office: demo.offices[0]!.id,
  branch: demo.branches[0]!.id,
  category: demo.branches[0]!.category_id!,
  service: demo.services[0]!.id,
  competition: demo.competitions[0]!.id,
  course: demo.courses[0]!.id,
  advertisement: demo.advertisements[0]!.id,
};

const samples = {
  news: {
    id: 7,
    title: 'Olympiad results',
    content: '<p>Text</p>',
    image: '/media/n.png',
    image_thumbnail: '/media/n-t.png',
    published_date: DATE,
    source_link: null,
  },
  article: {
    id: 7,
    title: 'On teaching',
    content: '<p>Text</p>',
    image: '/media/a.png',
    image_thumbnail: '/media/a-t.png',
    published_date: DATE,
  },
  albumSummary: { id: 7, title: 'Graduation', image: { image_thumbnail: '/media/g.png' } },
  album: { id: 7, title: 'Graduation', images: [{ image_thumbnail: '/media/g1.png', image: '/media/g1-full.png' }] },
  video: { id: 7, title: 'Open lesson', video: { src: '/media/v.mp4', poster_thumbnail: '/media/v.png' } },
  place: {
    id: 7,
    title: 'Dashoguz branch',
    thumbnail: '/media/b.png',
    date_added: DATE,
    is_active: true,
    description: '<p>Text</p>',
  },
  category: { id: 7, title: 'Secondary education' },
  service: { id: 7, title: 'E-journal', icon: '/media/i.png', thumbnail: null, description: '<p>Text</p>' },
  faq: { id: 7, question: 'How do I enrol?', answer: '<p>Online.</p>' },
  slide: { id: 7, title: 'Welcome', image: '/media/s.png', link: '/news' },
  competition: { id: 7, title: 'Coding cup', start_date: DATE, status: 'active', description: '<p>Text</p>' },
  course: {
    id: 7,
    title: 'Algebra',
    course_type: 'Video',
    category_name: 'Mathematics',
    description: '<p>Text</p>',
    thumbnail: '/media/c.png',
    total_hours: 12,
    created_at: DATE,
  },
  advertisement: {
    id: 7,
    title: 'Enrolment open',
    image: '/media/ad.png',
    thumbnail: '/media/ad-t.png',
    category: 'Schools',
    description: '<p>Text</p>',
    created_at: DATE,
  },
};

interface Getter {
  name: string;
  kind: 'list' | 'detail';
  /** The upstream URL this getter calls, for a given upstream language code. */
  url: (lang: string) => string;
  call: (locale: Locale) => Promise<unknown>;
  sample: object;
}

/** Where each API's paths start, for a given upstream language code. */
const BASE = { content: () => CONTENT, provider: (lang: string) => `${PROVIDER}/${lang}/api` };

/** A getter called by its name with `args` after the locale. */
const getterOf =
  (api: keyof typeof BASE, kind: Getter['kind']) =>
  (name: keyof typeof upstream, path: string, args: number[], sample: object): Getter => ({
    name,
    kind,
    url: (lang) => `${BASE[api](lang)}${path}`,
    call: (locale) => (upstream[name] as (locale: Locale, ...args: number[]) => Promise<unknown>)(locale, ...args),
    sample,
  });
const contentList = getterOf('content', 'list');
const contentDetail = getterOf('content', 'detail');
const providerList = getterOf('provider', 'list');
const providerDetail = getterOf('provider', 'detail');

const getters: Getter[] = [
  contentList('getNewsList', '/news/', [5, 0], samples.news),
  contentDetail('getNewsItem', '/news/:id', [demoId.news], samples.news),
  contentList('getArticleList', '/article/', [5, 0], samples.article),
  contentDetail('getArticle', '/article/:id', [demoId.article], samples.article),
  contentList('getAlbumList', '/image/', [5, 0], samples.albumSummary),
  contentDetail('getAlbum', '/image/:id', [demoId.album], samples.album),
  contentList('getVideoList', '/video/', [5, 0], samples.video),
  providerList('getOfficeList', '/mudirlik', [5, 0], samples.place),
  providerDetail('getOffice', '/mudirlik/:id', [demoId.office], samples.place),
  providerList('getBranchCategories', '/branchcategory', [], samples.category),
  providerDetail('getCategoryBranchList', '/branchcategory/:id', [demoId.category, 5, 0], samples.place),
  providerList('getBranchList', '/branch', [5, 0], samples.place),
  providerDetail('getBranch', '/branch/:id', [demoId.branch], samples.place),
  providerList('getServiceList', '/service', [], samples.service),
  providerDetail('getService', '/service/:id', [demoId.service], samples.service),
  providerList('getFaqList', '/faq', [], samples.faq),
  providerList('getSlides', '/slider', [], samples.slide),
  providerList('getCompetitionList', '/competition', [5, 0], samples.competition),
  providerDetail('getCompetition', '/competition/:id', [demoId.competition], samples.competition),
  providerList('getCourseList', '/course', [5, 0], samples.course),
  providerDetail('getCourse', '/course/:id', [demoId.course], samples.course),
  providerList('getAdvertisementList', '/mahabat', [], samples.advertisement),
  providerDetail('getAdvertisement', '/mahabat/:id', [demoId.advertisement], samples.advertisement),
];

/** getCategoryBranchList answers a page of branches, but a missing category is null like a detail. */
const answersList = (getter: Getter) => getter.kind === 'list' || getter.name === 'getCategoryBranchList';

function answerWith(getter: Getter, resolver: Parameters<typeof http.get>[1]) {
  upstreamServer.use(http.get(getter.url('*'), resolver));
}

function listBody(...results: unknown[]) {
  return { count: results.length, next: null, previous: null, results };
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(getters)('$name', (getter) => {
  it('reads the demo upstream in every language', async () => {
    for (const locale of ['tm', 'ru', 'en'] as const) {
      const result = await getter.call(locale);
      expect(result).not.toBeNull();
      if (answersList(getter)) {
        const page = result as { count: number; items: { id: number }[] };
        expect(page.items.length).toBeGreaterThan(0);
        expect(page.count).toBeGreaterThanOrEqual(page.items.length);
      } else {
        expect(result).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
      }
    }
  });

  it('sends tk upstream for tm', async () => {
    const seen: URL[] = [];
    answerWith(getter, ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(answersList(getter) ? listBody(getter.sample) : getter.sample);
    });
    await getter.call('tm');
    expect(seen).toHaveLength(1);
    const url = seen[0]!;
    if (url.pathname.startsWith('/content/')) expect(url.searchParams.get('lang')).toBe('tk');
    else expect(url.pathname).toMatch(/^\/provider\/tk\/api\//);
    expect(url.href).not.toMatch(/\btm\b/);
  });

  it('passes ru and en as they are', async () => {
    const seen: string[] = [];
    answerWith(getter, ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.searchParams.get('lang') ?? url.pathname.split('/')[2]!);
      return HttpResponse.json(answersList(getter) ? listBody(getter.sample) : getter.sample);
    });
    await getter.call('ru');
    await getter.call('en');
    expect(seen).toEqual(['ru', 'en']);
  });

  it('sends the publisher credential to the content API only', async () => {
    let header: string | null = 'unset';
    answerWith(getter, ({ request }) => {
      header = request.headers.get('Centralized');
      expect(request.headers.get('Accept')).toBe('application/json');
      return HttpResponse.json(answersList(getter) ? listBody(getter.sample) : getter.sample);
    });
    await getter.call('en');
    expect(header).toBe(getter.url('en').startsWith(CONTENT) ? TEST_TOKEN : null);
  });

  it('passes on the server message of a 500', async () => {
    captureLog();
    answerWith(getter, () => HttpResponse.json({ detail: 'Database is down' }, { status: 500 }));
    const error = await failure(getter.call('en'));
    expect(error.message).toBe('Database is down');
    expect(error.status).toBe(500);
  });

  it('reads `message` too, and falls back to the no-response text without one', async () => {
    captureLog();
    answerWith(getter, () => HttpResponse.json({ message: 'Maintenance' }, { status: 503 }));
    expect((await failure(getter.call('en'))).message).toBe('Maintenance');
    answerWith(getter, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }));
    expect((await failure(getter.call('en'))).message).toBe(NO_RESPONSE_MESSAGE);
  });

  it('fails on a body that is not JSON', async () => {
    captureLog();
    answerWith(
      getter,
      () => new HttpResponse('<html>maintenance</html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await failure(getter.call('en'));
    expect(error.message).toBe(NO_RESPONSE_MESSAGE);
  });

  it('gives up after UPSTREAM_TIMEOUT_MS on a server that never answers', async () => {
    captureLog();
    answerWith(getter, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const started = performance.now();
    const error = await failure(getter.call('en'));
    const elapsed = performance.now() - started;
    expect(error.message).toBe(NO_RESPONSE_MESSAGE);
    expect(error.status).toBeUndefined();
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2000);
  });

  it('logs a failure as one JSON line, without the token', async () => {
    const log = captureLog();
    answerWith(getter, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 }));
    await failure(getter.call('en'));
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ level: 'error', event: 'upstream_failure', status: 500, message: 'Boom' });
    expect(log.lines[0]!.durationMs).toBeTypeOf('number');
    expect(Date.parse(String(log.lines[0]!.time))).not.toBeNaN();
    expect(log.written.join('\n')).not.toContain(TEST_TOKEN);
  });

  if (answersList(getter)) {
    it('leaves out an item that fails its schema, and logs it', async () => {
      const log = captureLog();
      answerWith(getter, () =>
        HttpResponse.json(listBody(getter.sample, { ...getter.sample, id: 'seven' }, { id: 8 })),
      );
      const page = (await getter.call('en')) as { count: number; items: { id: number }[] };
      expect(page.items.map((item) => item.id)).toEqual([7]);
      expect(page.count).toBe(3);
      expect(log.lines).toHaveLength(2);
      expect(log.lines[0]).toMatchObject({ level: 'warn', event: 'upstream_item_dropped', index: 1 });
    });

    it('fails on a list without its envelope', async () => {
      answerWith(getter, () => HttpResponse.json([getter.sample]));
      await failure(getter.call('en'));
    });
  }

  if (getter.kind === 'detail' && getter.name !== 'getCategoryBranchList') {
    it('accepts the bare item and the item wrapped in data', async () => {
      answerWith(getter, () => HttpResponse.json(getter.sample));
      const bare = await getter.call('en');
      answerWith(getter, () => HttpResponse.json({ data: getter.sample }));
      const wrapped = await getter.call('en');
      expect(bare).toMatchObject({ id: 7, title: expect.any(String) });
      expect(wrapped).toEqual(bare);
    });

    it('treats an item that fails its schema as unavailable', async () => {
      captureLog();
      answerWith(getter, () => HttpResponse.json({ data: { ...getter.sample, title: 42 } }));
      await failure(getter.call('en'));
    });
  }

  if (getter.kind === 'detail') {
    it('answers null for an upstream 404', async () => {
      answerWith(getter, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));
      expect(await getter.call('en')).toBeNull();
    });
  } else {
    it('fails on a 404 of a list', async () => {
      answerWith(getter, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));
      expect((await failure(getter.call('en'))).status).toBe(404);
    });
  }
});

describe('media paths', () => {
  it('joins relative paths to MEDIA_BASE_URL and keeps absolute URLs', async () => {
    upstreamServer.use(
      http.get(`${CONTENT}/news/:id`, () =>
        HttpResponse.json({ data: { ...samples.news, image_thumbnail: 'https://cdn.example.org/t.png' } }),
      ),
    );
    const news = await upstream.getNewsItem('en', 7);
    expect(news?.image).toBe(`${TEST_ORIGIN}/media/n.png`);
    expect(news?.thumbnail).toBe('https://cdn.example.org/t.png');
  });

  it('drops an item whose picture is on a host that is not a media host, and an optional picture there', async () => {
    captureLog();
    upstreamServer.use(
      http.get(`${CONTENT}/news/:id`, () =>
        HttpResponse.json({ data: { ...samples.news, image: 'https://elsewhere.example/n.png' } }),
      ),
    );
    await expect(upstream.getNewsItem('en', 7)).rejects.toThrow();
  });

  it('reads an optional field that is malformed as absent', async () => {
    upstreamServer.use(
      http.get(`${CONTENT}/news/:id`, () =>
        HttpResponse.json({ data: { ...samples.news, source_link: 'javascript:alert(1)', description: '' } }),
      ),
    );
    const news = await upstream.getNewsItem('en', 7);
    expect(news).toMatchObject({ sourceLink: null, description: null });
  });
});

describe('an answer that could not be read', () => {
  // Next's data cache keeps a 2xx answer before it is read; its key includes the headers. The
  // attempts are counted per request for the life of the process: ids no other test asks for.
  it('is asked for again with the next attempt number, so the cache cannot serve it again', async () => {
    captureLog();
    const attempts: (string | null)[] = [];
    let answer: 'html' | 'invalid' | 'good' = 'html';
    upstreamServer.use(
      http.get(`${CONTENT}/news/:id`, ({ request }) => {
        attempts.push(request.headers.get('x-retry-attempt'));
        if (answer === 'html')
          return new HttpResponse('<html>maintenance</html>', { headers: { 'content-type': 'text/html' } });
        if (answer === 'invalid') return HttpResponse.json({ data: { ...samples.news, image: 42 } });
        return HttpResponse.json({ data: samples.news });
      }),
    );
    await expect(upstream.getNewsItem('en', 4242)).rejects.toThrow(UpstreamError);
    answer = 'invalid';
    await expect(upstream.getNewsItem('en', 4242)).rejects.toThrow(UpstreamError);
    answer = 'good';
    await expect(upstream.getNewsItem('en', 4242)).resolves.toMatchObject({ id: samples.news.id });
    await expect(upstream.getNewsItem('en', 4242)).resolves.toMatchObject({ id: samples.news.id });
    // The good answer is asked for, and then kept, under the last attempt's key.
    expect(attempts).toEqual([null, '1', '2', '2']);
  });

  it('leaves every other request as it is', async () => {
    const attempts: (string | null)[] = [];
    upstreamServer.use(
      http.get(`${CONTENT}/news/:id`, ({ request }) => {
        attempts.push(request.headers.get('x-retry-attempt'));
        return HttpResponse.json({ data: samples.news });
      }),
    );
    await upstream.getNewsItem('en', 4243);
    await upstream.getNewsItem('en', 4243);
    expect(attempts).toEqual([null, null]);
  });
});

describe('an answer read before', () => {
  // Ids no other test asks for: what was read is kept for the life of the process.
  const newsList = (title: string) => ({
    count: 2,
    results: [
      { ...samples.news, id: 1, title },
      { ...samples.news, id: 2, title: 42 },
    ],
  });

  it('is not read again when the same to the byte, and what it gave is shared read-only', async () => {
    const log = captureLog();
    upstreamServer.use(http.get(`${CONTENT}/news/`, () => HttpResponse.json(newsList('Olympiad results'))));
    const first = await upstream.getNewsList('en', 2, 4244);
    const second = await upstream.getNewsList('en', 2, 4244);
    expect(second).toBe(first);
    expect(first.items.map((item) => item.title)).toEqual(['Olympiad results']);
    // Read once: the item that fails its schema is left out, and logged, once.
    expect(log.lines.filter((line) => line.event === 'upstream_item_dropped')).toHaveLength(1);
    expect(() => first.items.push(first.items[0]!)).toThrow(TypeError);
    expect(() => Object.assign(first.items[0]!, { title: 'Changed' })).toThrow(TypeError);
  });

  it('is read again once it changes, and at another address', async () => {
    let title = 'Olympiad results';
    upstreamServer.use(http.get(`${CONTENT}/news/`, () => HttpResponse.json(newsList(title))));
    const before = await upstream.getNewsList('en', 2, 4245);
    title = 'Olympiad results, corrected';
    const changed = await upstream.getNewsList('en', 2, 4245);
    expect(changed.items[0]!.title).toBe('Olympiad results, corrected');
    expect(before.items[0]!.title).toBe('Olympiad results');
    const elsewhere = await upstream.getNewsList('en', 2, 4246);
    expect(elsewhere).not.toBe(changed);
    expect(elsewhere).toEqual(changed);
  });
});
