import { describe, expect, it, vi } from 'vitest';
import type { SiteCache } from './next-cache';
import { BoundedMap } from './bounded-map';
import { cachedPagePath } from '@/lib/routes';
import { MADE_UP_PAGES, type InflatedPage, type MadeUpPage } from './made-up-memory';
import { packPage } from './packed-page';
import { SEARCH_RESULTS_TAG, withBoundedMadeUpPages } from './made-up-pages';

const page = (status: number, tags = '') => ({
  kind: 'APP_PAGE',
  html: `<p>${status}</p>`,
  status,
  headers: { 'x-next-cache-tags': tags },
});
const context = { cacheControl: { revalidate: 60, expire: 86_400 } };

/** The cache behind: records what reaches it. */
function behind() {
  const stored = new Map<string, unknown>();
  const cache = {
    get: vi.fn(async (key: string) => (stored.has(key) ? { lastModified: 0, value: stored.get(key) } : null)),
    set: vi.fn(async (key: string, value: unknown) => void stored.set(key, value)),
    revalidateTag: vi.fn(async () => {}),
    resetRequestCache: vi.fn(),
  };
  return { stored, cache: cache as unknown as SiteCache, calls: cache };
}

const set = (cache: SiteCache, key: string, value: unknown) => cache.set(key, value as never, context as never);
const get = async (cache: SiteCache, key: string) =>
  ((await cache.get(key, { kind: 'APP_PAGE' } as never)) as { value: unknown } | null)?.value;

describe('withBoundedMadeUpPages', () => {
  it(`keeps 10,000 made-up addresses' 404 pages out of the cache behind, and at most ${MADE_UP_PAGES} in memory`, async () => {
    const kept = new BoundedMap<string, never>(MADE_UP_PAGES);
    const { cache: inner, stored: innerStored } = behind();
    const bounded = withBoundedMadeUpPages(inner, kept);
    for (let id = 0; id < 10_000; id += 1) await set(bounded, `/en/news-details/${id}`, page(404));
    expect(innerStored.size).toBe(0);
    expect(kept.size).toBe(MADE_UP_PAGES);
    // The latest are served from memory, the earliest made again when asked.
    expect(await get(bounded, '/en/news-details/9999')).toEqual(page(404));
    expect(await get(bounded, '/en/news-details/0')).toBeUndefined();
  });

  it(`keeps pages of search results for 10,000 queries out of the cache behind, and at most ${MADE_UP_PAGES} in memory`, async () => {
    const kept = new BoundedMap<string, never>(MADE_UP_PAGES);
    const { cache: inner, stored: innerStored } = behind();
    const bounded = withBoundedMadeUpPages(inner, kept);
    const results = page(200, `_N_T_/layout,${SEARCH_RESULTS_TAG}`);
    for (let query = 0; query < 10_000; query += 1) await set(bounded, `/en/search/${query}/1`, results);
    expect(innerStored.size).toBe(0);
    expect(kept.size).toBe(MADE_UP_PAGES);
    expect(await get(bounded, '/en/search/9999/1')).toEqual(results);
    expect(await get(bounded, '/en/search/0/1')).toBeUndefined();
    // A search's data is no page: it goes behind, as every other entry.
    const data = { kind: 'FETCH', data: {}, tags: [SEARCH_RESULTS_TAG] };
    await set(bounded, 'lifetime', data);
    expect(innerStored.get('lifetime')).toEqual(data);
  });

  it('keeps a page of search results, and one made again when stale, never looking behind for it', async () => {
    const kept = new BoundedMap<string, never>(MADE_UP_PAGES);
    const { cache: inner, calls } = behind();
    const bounded = withBoundedMadeUpPages(inner, kept);
    const key = `/en${cachedPagePath('/search', new URLSearchParams({ q: 'robotics club' }))}`;

    expect(await get(bounded, key)).toBeUndefined();
    await set(bounded, key, page(200, SEARCH_RESULTS_TAG));
    expect(await get(bounded, key)).toEqual(page(200, SEARCH_RESULTS_TAG));
    // Made again once stale, it stays.
    await set(bounded, key, page(200, `${SEARCH_RESULTS_TAG},again`));
    expect(await get(bounded, key)).toEqual(page(200, `${SEARCH_RESULTS_TAG},again`));
    expect(kept.size).toBe(1);
    expect(calls.get).not.toHaveBeenCalled();
    expect(calls.set).not.toHaveBeenCalled();

    // Any other page is looked for behind.
    await get(bounded, '/en/news');
    expect(calls.get).toHaveBeenCalledWith('/en/news', expect.anything());
  });

  it("keeps a route's 404 apart as a page's, and passes its other answers behind", async () => {
    const { cache: inner, stored } = behind();
    const bounded = withBoundedMadeUpPages(inner, new BoundedMap(MADE_UP_PAGES));
    const route = (status: number) => ({ kind: 'APP_ROUTE', status, body: Buffer.from('x'), headers: {} });
    await set(bounded, '/en/competition-details/9/calendar.ics', route(404));
    await set(bounded, '/en/competition-details/7/calendar.ics', route(200));
    expect(stored.has('/en/competition-details/9/calendar.ics')).toBe(false);
    expect(await get(bounded, '/en/competition-details/9/calendar.ics')).toEqual(route(404));
    expect(stored.get('/en/competition-details/7/calendar.ics')).toEqual(route(200));
  });

  it('passes every other page to the cache behind, and a 404 that became a page leaves memory', async () => {
    const { cache: inner, stored } = behind();
    const bounded = withBoundedMadeUpPages(inner, new BoundedMap(MADE_UP_PAGES));
    await set(bounded, '/en/news', page(200));
    expect(stored.get('/en/news')).toEqual(page(200));
    await set(bounded, '/en/news-details/7', page(404));
    expect(await get(bounded, '/en/news-details/7')).toEqual(page(404));
    await set(bounded, '/en/news-details/7', page(200));
    expect(await get(bounded, '/en/news-details/7')).toEqual(page(200));
  });

  it('drops every kept 404 on a revalidation, since any may have become a page, and passes it on', async () => {
    const { cache: inner, calls } = behind();
    const bounded = withBoundedMadeUpPages(inner, new BoundedMap(MADE_UP_PAGES));
    await set(bounded, '/en/news-details/7', page(404, 'news,news:7'));
    await set(bounded, '/en/competitions/9', page(404, 'news'));
    await bounded.revalidateTag(['competitions'], undefined as never);
    expect(await get(bounded, '/en/news-details/7')).toBeUndefined();
    expect(await get(bounded, '/en/competitions/9')).toBeUndefined();
    expect(calls.revalidateTag).toHaveBeenCalledTimes(1);
  });

  it('writes the 404 of a page that was real through to the cache behind, so the old page cannot come back', async () => {
    const { cache: inner, stored } = behind();
    const kept = new BoundedMap<string, never>(MADE_UP_PAGES);
    const bounded = withBoundedMadeUpPages(inner, kept);
    await set(bounded, '/en/news-details/7', page(200));
    await set(bounded, '/en/news-details/7', page(404));
    expect(stored.get('/en/news-details/7')).toEqual(page(404));
    expect(kept.size).toBe(0);
  });

  it('inflates a page asked for again once, for the pages asked for last, and never serves one kept before', async () => {
    const kept = new BoundedMap<string, MadeUpPage>(MADE_UP_PAGES);
    const inflated = new BoundedMap<string, InflatedPage>(2);
    const bounded = withBoundedMadeUpPages(behind().cache, kept, inflated);
    const key = '/en/search/cm9ib3RpY3M/1';
    const results = page(200, SEARCH_RESULTS_TAG);
    await set(bounded, key, results);
    expect(inflated.size).toBe(0);

    expect(await get(bounded, key)).toEqual(results);
    const copy = inflated.get(key);
    expect(copy?.packed).toBe(kept.get(key)?.packed);
    expect(await get(bounded, key)).toEqual(results);
    // Served again from the same bytes, not inflated again.
    expect(inflated.get(key)).toBe(copy);

    // Made again when stale (other HTML, so other bytes), the new page is served.
    const again = { ...results, html: '<p>found again</p>' };
    await set(bounded, key, again);
    expect(await get(bounded, key)).toEqual(again);
    expect(inflated.get(key)?.packed).toBe(kept.get(key)?.packed);
    // Even where the kept page changed without this wrapper: the bytes name the copy they came from.
    const other = { ...results, html: '<p>found other</p>' };
    kept.set(key, { lastModified: Date.now(), packed: packPage(other) });
    expect(await get(bounded, key)).toEqual(other);

    // At most as many as the map holds, the longest unused dropped; a revalidation drops them all.
    await set(bounded, '/en/news-details/8', page(404));
    await set(bounded, '/en/news-details/9', page(404));
    await get(bounded, '/en/news-details/8');
    await get(bounded, '/en/news-details/9');
    expect(inflated.size).toBe(2);
    expect(inflated.get(key)).toBeUndefined();
    await bounded.revalidateTag(['news'], undefined as never);
    expect(inflated.size).toBe(0);
  });

  it('keeps the page used last when it must drop one', async () => {
    const bounded = withBoundedMadeUpPages(behind().cache, new BoundedMap(2));
    await set(bounded, 'a', page(404));
    await set(bounded, 'b', page(404));
    await get(bounded, 'a');
    await set(bounded, 'c', page(404));
    expect([await get(bounded, 'a'), await get(bounded, 'b'), await get(bounded, 'c')]).toEqual([
      page(404),
      undefined,
      page(404),
    ]);
  });
});
