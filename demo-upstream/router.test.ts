import { describe, expect, it } from 'vitest';
import { DEMO_TODAY, LANGS, demoCollections, referencedMediaPaths } from './content/index.ts';
import type { DemoCollections } from './content/index.ts';
import { IMAGE_SIZES } from './media.ts';
import { CONTENT_PREFIX, DEMO_TOKEN, MEDIA_PREFIX, PROVIDER_PREFIX, createDemoHandler } from './router.ts';

const ORIGIN = 'http://demo.test';
const MEDIA_BASE = 'http://media.demo.test';
const handler = createDemoHandler({ mediaBaseUrl: MEDIA_BASE });

function get(path: string, init: RequestInit = {}): Promise<Response> {
  return handler(new Request(`${ORIGIN}${path}`, init));
}

/** A content API call with the right credential. */
function content(path: string, init: RequestInit = {}): Promise<Response> {
  return get(`${CONTENT_PREFIX}${path}`, { ...init, headers: { Centralized: DEMO_TOKEN, ...init.headers } });
}

function provider(lang: string, path: string): Promise<Response> {
  return get(`${PROVIDER_PREFIX}/${lang}/api${path}`);
}

interface Page<T = { id: number }> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return (await response.json()) as T;
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('lists', () => {
  it('pages with limit and offset, with DRF-style next and previous links', async () => {
    const all = await json<Page>(await provider('en', '/competition'));
    const page = await json<Page>(await provider('en', '/competition?limit=5&offset=10'));
    expect(page.count).toBe(all.count);
    expect(ids(page.results)).toEqual(ids(all.results.slice(10, 15)));
    expect(page.next).toBe(`${ORIGIN}${PROVIDER_PREFIX}/en/api/competition?limit=5&offset=15`);
    expect(page.previous).toBe(`${ORIGIN}${PROVIDER_PREFIX}/en/api/competition?limit=5&offset=5`);
  });

  it('drops offset from the link back to the first page and ends next at the last page', async () => {
    const second = await json<Page>(await content('/news/?lang=tk&limit=21&offset=3'));
    expect(second.previous).toBe(`${ORIGIN}${CONTENT_PREFIX}/news/?lang=tk&limit=21`);
    const last = await json<Page>(await content(`/news/?lang=tk&limit=21&offset=${second.count - 1}`));
    expect(last.results).toHaveLength(1);
    expect(last.next).toBeNull();
  });

  it('returns every item from offset when limit is absent', async () => {
    const all = await json<Page>(await provider('ru', '/branch'));
    expect(all.results).toHaveLength(all.count);
    expect(all.next).toBeNull();
    const rest = await json<Page>(await provider('ru', '/branch?offset=20'));
    expect(rest.count).toBe(all.count);
    expect(ids(rest.results)).toEqual(ids(all.results.slice(20)));
  });

  it('answers the count and no results for an offset past the end', async () => {
    for (const response of [
      await provider('tk', '/course?limit=10&offset=500'),
      await content('/article/?lang=en&offset=999'),
    ]) {
      const page = await json<Page>(response);
      expect(page.count).toBeGreaterThan(0);
      expect(page.results).toEqual([]);
      expect(page.next).toBeNull();
    }
  });

  it('accepts paths with and without a trailing slash', async () => {
    const bare = await json<Page>(await provider('en', '/faq'));
    const slashed = await json<Page>(await provider('en', '/faq/'));
    expect(slashed).toEqual(bare);
    const news = await json<Page>(await content('/news?lang=en&limit=2'));
    expect(news.results).toHaveLength(2);
  });

  it.each(['limit=-1', 'limit=abc', 'offset=1.5', 'offset=-3'])('rejects %s with a JSON 400', async (query) => {
    const body = await json<{ detail: string }>(await provider('en', `/mahabat?${query}`), 400);
    expect(body.detail).toMatch(/limit|offset/);
  });
});

describe('provider API', () => {
  it('answers 404 JSON for a language other than tk, ru and en', async () => {
    for (const lang of ['tm', 'de', 'EN', '']) {
      const body = await json<{ detail: string }>(await provider(lang, '/faq'), 404);
      expect(body.detail).toBeTruthy();
    }
  });

  it.each(['/branch', '/mudirlik', '/competition', '/course'])('answers %s/{id} as {"data": item}', async (path) => {
    const list = await json<Page>(await provider('ru', `${path}?limit=1`));
    const first = list.results[0]!;
    const body = await json<{ data: { id: number } }>(await provider('ru', `${path}/${first.id}`));
    expect(body.data).toEqual(first);
  });

  it.each(['/service', '/mahabat'])('answers %s/{id} as the bare item', async (path) => {
    const list = await json<Page>(await provider('tk', `${path}?limit=1&offset=2`));
    const third = list.results[0]!;
    expect(await json(await provider('tk', `${path}/${third.id}/`))).toEqual(third);
  });

  it.each(['/branch', '/mudirlik', '/service', '/competition', '/course', '/mahabat'])(
    'answers 404 {"detail"} for unknown and non-numeric ids under %s',
    async (path) => {
      for (const id of ['999999', 'abc', '0', '-1', '1.5', '1e3', '%20']) {
        expect(await json(await provider('en', `${path}/${id}`), 404)).toEqual({ detail: 'Not found.' });
      }
    },
  );

  it('has no detail route for list-only resources', async () => {
    const faq = await json<Page>(await provider('en', '/faq'));
    await json(await provider('en', `/faq/${faq.results[0]!.id}`), 404);
    await json(await provider('en', '/slider/1'), 404);
  });

  it('filters offices by category_id', async () => {
    const all = await json<Page<{ id: number; category_id: number }>>(await provider('en', '/mudirlik'));
    const categories = new Set(all.results.map((office) => office.category_id));
    expect(categories.size).toBeGreaterThanOrEqual(4);
    let seen = 0;
    for (const categoryId of categories) {
      const response = await provider('en', `/mudirlik?category_id=${categoryId}&limit=100`);
      const page = await json<Page<{ category_id: number }>>(response);
      expect(page.count).toBeGreaterThan(0);
      expect(page.results.every((office) => office.category_id === categoryId)).toBe(true);
      seen += page.count;
    }
    expect(seen).toBe(all.count);
    expect((await json<Page>(await provider('en', '/mudirlik?category_id=424242'))).count).toBe(0);
    await json(await provider('en', '/mudirlik?category_id=x'), 400);
  });

  it('lists branch categories and the branches of each, including an empty one', async () => {
    const categories = await json<Page<{ id: number; title: string }>>(await provider('tk', '/branchcategory'));
    expect(categories.count).toBeGreaterThanOrEqual(4);
    const branches = await json<Page<{ id: number; category_id: number }>>(await provider('tk', '/branch'));
    const counts: number[] = [];
    for (const category of categories.results) {
      const page = await json<Page<{ category_id: number }>>(await provider('tk', `/branchcategory/${category.id}`));
      expect(page.results.every((branch) => branch.category_id === category.id)).toBe(true);
      counts.push(page.count);
    }
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(branches.count);
    expect(counts).toContain(0);
    const paged = await json<Page>(
      await provider('tk', `/branchcategory/${categories.results[1]!.id}?limit=2&offset=1`),
    );
    expect(paged.results).toHaveLength(2);
  });

  it('answers 404 for an unknown or non-numeric branch category', async () => {
    await json(await provider('en', '/branchcategory/999'), 404);
    await json(await provider('en', '/branchcategory/preschool'), 404);
  });

  it('serves the legacy news feed from the same items as the content API', async () => {
    const legacy = await json<Page>(await provider('ru', '/news?limit=5'));
    const current = await json<Page>(await content('/news/?lang=ru&limit=5'));
    expect(legacy.results).toEqual(current.results);
  });

  it('serves every item in all three languages under the same id', async () => {
    const [tk, ru, en] = await Promise.all(
      LANGS.map(async (lang) => json<Page<{ id: number; title: string }>>(await provider(lang, '/service'))),
    );
    expect(ids(tk!.results)).toEqual(ids(en!.results));
    expect(ids(ru!.results)).toEqual(ids(en!.results));
    expect(tk!.results[0]!.title).not.toBe(en!.results[0]!.title);
    expect(ru!.results[0]!.title).not.toBe(en!.results[0]!.title);
  });
});

describe('content API', () => {
  it('answers 401 without the Centralized header and 403 with a wrong one', async () => {
    const missing = await get(`${CONTENT_PREFIX}/news/?lang=en`);
    expect(await json(missing, 401)).toEqual({ detail: 'Authentication credentials were not provided.' });
    const wrong = await get(`${CONTENT_PREFIX}/news/?lang=en`, { headers: { Centralized: 'not-the-token' } });
    expect((await json<{ detail: string }>(wrong, 403)).detail).toBeTruthy();
    // The credential guards details too, not only lists.
    await json(await get(`${CONTENT_PREFIX}/article/201?lang=en`), 401);
  });

  it('expects the token it was configured with', async () => {
    const custom = createDemoHandler({ token: 'another-token' });
    const request = (token: string) =>
      custom(new Request(`${ORIGIN}${CONTENT_PREFIX}/video/?lang=en`, { headers: { Centralized: token } }));
    expect((await request(DEMO_TOKEN)).status).toBe(403);
    expect((await request('another-token')).status).toBe(200);
  });

  it.each(['', '?lang=', '?lang=tm', '?lang=de'])(
    'answers 400 JSON for a missing or unknown lang (%s)',
    async (query) => {
      const body = await json<{ detail: string }>(await content(`/news/${query}`), 400);
      expect(body.detail).toMatch(/lang/);
    },
  );

  it('answers a news item as {"data": item}', async () => {
    const list = await json<Page>(await content('/news/?lang=tk&limit=1&offset=4'));
    const item = list.results[0]!;
    expect(await json(await content(`/news/${item.id}?lang=tk`))).toEqual({ data: item });
  });

  it('answers an article as the bare object', async () => {
    const list = await json<Page>(await content('/article/?lang=ru&limit=1'));
    const item = list.results[0]!;
    expect(await json(await content(`/article/${item.id}/?lang=ru`))).toEqual(item);
  });

  it('lists album summaries and answers an album with its images', async () => {
    const albums = await json<Page<{ id: number; title: string; image: { image_thumbnail: string } }>>(
      await content('/image/?lang=en'),
    );
    expect(albums.count).toBeGreaterThanOrEqual(10);
    const summary = albums.results[0]!;
    expect(summary.image.image_thumbnail).toBeTruthy();
    const album = await json<{ id: number; title: string; images: { image_thumbnail: string }[] }>(
      await content(`/image/${summary.id}?lang=en`),
    );
    expect(album.title).toBe(summary.title);
    expect(album.images.length).toBeGreaterThanOrEqual(6);
    expect(album.images[0]!.image_thumbnail).toBe(summary.image.image_thumbnail);
  });

  it('lists videos with a source and a poster', async () => {
    const videos = await json<Page<{ video: { src: string; poster_thumbnail: string } }>>(
      await content('/video/?lang=ru'),
    );
    expect(videos.count).toBeGreaterThanOrEqual(8);
    expect(videos.results.every((item) => item.video.src.endsWith('.mp4') && item.video.poster_thumbnail)).toBe(true);
  });

  it('answers 404 for unknown ids, non-numeric ids and unknown resources', async () => {
    expect(await json(await content('/news/99999?lang=en'), 404)).toEqual({ detail: 'Not found.' });
    await json(await content('/article/latest?lang=en'), 404);
    await json(await content('/image/0?lang=en'), 404);
    await json(await content('/video/401?lang=en'), 404);
    await json(await content('/podcast/?lang=en'), 404);
  });
});

describe('protocol', () => {
  it('answers unknown paths with a JSON 404', async () => {
    for (const path of ['/', '/api/news', '/provider', '/provider/en/news', `${CONTENT_PREFIX}`]) {
      await json(await get(path), 404);
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await get(`${PROVIDER_PREFIX}/en/api/faq`, { method: 'POST', body: '{}' });
    await json(response, 405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const getResponse = await provider('en', '/faq');
    const head = await get(`${PROVIDER_PREFIX}/en/api/faq`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(getResponse.headers.get('content-length'));
    expect(head.body).toBeNull();
  });

  it('states the byte length of JSON answers, which carry non-ASCII text', async () => {
    const response = await provider('tk', '/faq');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(new TextDecoder().decode(bytes)).toMatch(/[äçňöşüýž]/);
  });
});

describe('sample content', () => {
  const minimums: Record<keyof DemoCollections, number> = {
    news: 50,
    articles: 30,
    albums: 10,
    videos: 8,
    branchCategories: 4,
    branches: 25,
    offices: 15,
    services: 14,
    faq: 10,
    slides: 4,
    competitions: 25,
    courses: 25,
    advertisements: 12,
  };

  it.each(LANGS)('meets the minimum counts with distinct ids and titles in %s', (lang) => {
    const collections = demoCollections(lang);
    for (const [name, minimum] of Object.entries(minimums)) {
      const items = collections[name as keyof DemoCollections] as {
        id: number;
        title?: string | null;
        question?: string;
      }[];
      expect(items.length, name).toBeGreaterThanOrEqual(minimum);
      expect(new Set(ids(items)).size, `${name} ids`).toBe(items.length);
      const titles = items.map((item) => item.title ?? item.question).filter(Boolean);
      expect(new Set(titles).size, `${name} titles`).toBe(titles.length);
    }
  });

  it('writes each language in its own script', () => {
    const titles = (lang: (typeof LANGS)[number]) =>
      demoCollections(lang)
        .news.map((item) => item.title)
        .join(' ');
    expect(titles('tk')).toMatch(/[äçňöşüýž]/);
    expect(titles('ru')).toMatch(/[А-Яа-яЁё]/);
    expect(titles('ru')).not.toMatch(/[äçňöşüýž]/);
    expect(titles('en')).not.toMatch(/[А-Яа-яäçňöşüýž]/);
  });

  it('keeps the same ids across languages', () => {
    const [tk, ru, en] = LANGS.map((lang) => demoCollections(lang));
    for (const name of Object.keys(minimums) as (keyof DemoCollections)[]) {
      expect(ids(tk![name]), name).toEqual(ids(en![name]));
      expect(ids(ru![name]), name).toEqual(ids(en![name]));
    }
  });

  it('exercises optional fields as present, null and missing', () => {
    const { news, competitions, branches, offices, advertisements, slides } = demoCollections('en');
    expect(news.some((item) => typeof item.source_link === 'string')).toBe(true);
    expect(news.some((item) => item.source_link === null)).toBe(true);
    expect(news.some((item) => !('source_link' in item))).toBe(true);
    expect(news.some((item) => typeof item.description === 'string')).toBe(true);
    expect(news.some((item) => !('description' in item))).toBe(true);
    expect(competitions.some((item) => item.image === null)).toBe(true);
    expect(advertisements.some((item) => item.category === null)).toBe(true);
    expect(slides.some((item) => item.title === null)).toBe(true);
    expect(branches.some((item) => !item.is_active) && branches.some((item) => item.is_active)).toBe(true);
    expect(offices.some((item) => !item.is_active) && offices.every((item) => item.category_id !== null)).toBe(true);
  });

  it('has active and other competitions, starting both before and after the demo date', () => {
    const { competitions } = demoCollections('ru');
    const today = Date.parse(`${DEMO_TODAY}:00+05:00`);
    expect(competitions.some((item) => item.status === 'active')).toBe(true);
    expect(competitions.some((item) => item.status === 'finished')).toBe(true);
    expect(competitions.some((item) => Date.parse(item.start_date) > today)).toBe(true);
    expect(competitions.some((item) => Date.parse(item.start_date) < today)).toBe(true);
  });

  it('dates everything with ISO 8601 date-times in +05:00 or Z', () => {
    const { news, articles, courses, branches } = demoCollections('tk');
    const dates = [
      ...news.map((item) => item.published_date),
      ...articles.map((item) => item.published_date),
      ...courses.map((item) => item.created_at),
      ...branches.map((item) => item.date_added),
    ];
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\+05:00|Z)$/);
    expect(dates.some((date) => date.endsWith('Z'))).toBe(true);
    expect(dates.some((date) => date.startsWith('2025-'))).toBe(true);
  });

  it('serves mostly relative media paths and a few absolute URLs when given a media base', () => {
    const serialized = JSON.stringify(demoCollections('en', { mediaBaseUrl: `${MEDIA_BASE}/` }));
    const absolute = serialized.match(new RegExp(`"${MEDIA_BASE}/media/[^"]+"`, 'g')) ?? [];
    const relative = serialized.match(/"\/media\/[^"]+"/g) ?? [];
    expect(absolute.length).toBeGreaterThanOrEqual(2);
    expect(relative.length).toBeGreaterThan(absolute.length * 5);
    expect(JSON.stringify(demoCollections('en'))).not.toContain('://media.');
  });

  it('refers only to media the demo can serve', () => {
    for (const path of referencedMediaPaths()) {
      const match = /^\/media\/([a-z]+)\/[a-z0-9-]+\.(png|mp4)$/.exec(path);
      expect(match, path).not.toBeNull();
      if (match![2] === 'png') expect(Object.keys(IMAGE_SIZES), path).toContain(match![1]);
    }
  });
});

describe('media', () => {
  const pngSize = (bytes: Uint8Array) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  };

  it.each([
    ['/photos/news-150.png', 1200, 800],
    ['/thumbs/news-150.png', 600, 400],
    ['/posters/video-401.png', 1280, 720],
    ['/icons/service-701.png', 128, 128],
    ['/slides/slide-901.png', 1920, 700],
  ])('serves %s as a %ix%i PNG', async (path, width, height) => {
    const response = await get(`${MEDIA_PREFIX}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(bytes)).toEqual({ width, height });
  });

  it('paints the same picture every time and different pictures for different names', async () => {
    const read = async (path: string) => new Uint8Array(await (await get(`${MEDIA_PREFIX}${path}`)).arrayBuffer());
    const first = await read('/thumbs/album-310-1.png');
    expect(await read('/thumbs/album-310-1.png')).toEqual(first);
    expect(await read('/thumbs/album-310-2.png')).not.toEqual(first);
  });

  it('answers 404 JSON for media the content does not refer to', async () => {
    for (const path of [
      '/photos/news-9999.png',
      '/photos/../router.ts',
      '/videos/other.mp4',
      '/photos/news-150.jpg',
      '',
    ]) {
      await json(await get(`${MEDIA_PREFIX}${path}`), 404);
    }
  });

  it('serves the sample video whole, with byte ranges advertised', async () => {
    const response = await get(`${MEDIA_PREFIX}/videos/sample.mp4`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    expect(new TextDecoder().decode(bytes.subarray(4, 8))).toBe('ftyp');
  });

  it('answers a Range request with 206 partial content', async () => {
    const whole = new Uint8Array(await (await get(`${MEDIA_PREFIX}/videos/sample.mp4`)).arrayBuffer());
    const size = whole.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(`${MEDIA_PREFIX}/videos/sample.mp4`, { headers: { Range: range } });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(whole.subarray(start, end + 1));
    }
  });

  it('answers 416 for a range past the end and ignores ranges it does not support', async () => {
    const size = (await get(`${MEDIA_PREFIX}/videos/sample.mp4`, { method: 'HEAD' })).headers.get('content-length');
    const unsatisfiable = await get(`${MEDIA_PREFIX}/videos/sample.mp4`, { headers: { Range: `bytes=${size}-` } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe(`bytes */${size}`);
    const several = await get(`${MEDIA_PREFIX}/videos/sample.mp4`, { headers: { Range: 'bytes=0-1,5-9' } });
    expect(several.status).toBe(200);
  });
});
