import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, IndexStore } from './index-store';
import type { SearchSource } from './search-index';

function source(id: string, title: string): SearchSource {
  return {
    id,
    fingerprint: () => title,
    document: () => ({ id, kind: 'news', title, text: '', date: null, href: `/${id}` }),
  };
}

/** A store over a fake upstream whose answer a test changes, with a clock and a queue of scheduled refreshes. */
function setUp() {
  const state = { time: 0, titles: ['Olympiad'], failing: false, loads: 0 };
  const scheduled: (() => Promise<void>)[] = [];
  const refreshErrors: unknown[] = [];
  const store = new IndexStore<string>({
    load: async () => {
      state.loads += 1;
      if (state.failing) throw new Error('upstream down');
      return state.titles.map((title, index) => source(String(index), title));
    },
    maxAgeMs: () => 60_000,
    schedule: (task) => scheduled.push(task),
    onRefreshError: (_key, error) => refreshErrors.push(error),
    now: () => state.time,
  });
  const runScheduled = async () => {
    for (const task of scheduled.splice(0)) await task();
  };
  /** The titles found in `key`'s index as it is now; undefined while it has none. */
  const titles = (key = 'en') =>
    store
      .get(key)
      ?.search('olympiad chess')
      .hits()
      .map((hit) => hit.document.title);
  /** A first use, and the reading it schedules. */
  const made = async (key = 'en') => {
    titles(key);
    await runScheduled();
    return titles(key);
  };
  return { state, store, runScheduled, titles, made, refreshErrors };
}

describe('IndexStore', () => {
  it('answers at once with no index before the first is made, and makes it behind', async () => {
    const { state, titles, runScheduled } = setUp();
    expect(titles()).toBeUndefined();
    expect(state.loads).toBe(0);
    await runScheduled();
    expect(state.loads).toBe(1);
    expect(titles()).toEqual(['Olympiad']);
  });

  it('makes an index when the server starts, before any search', async () => {
    const { state, store, titles } = setUp();
    await store.prepare('en');
    expect(state.loads).toBe(1);
    expect(titles()).toEqual(['Olympiad']);
  });

  it('serves an index without reading again until it is old', async () => {
    const { state, titles, made, runScheduled } = setUp();
    expect(await made()).toEqual(['Olympiad']);
    state.titles = ['Chess'];
    state.time = 59_999;
    expect(titles()).toEqual(['Olympiad']);
    await runScheduled();
    expect(state.loads).toBe(1);
  });

  it('refreshes an old index after the answer, serving the old one meanwhile', async () => {
    const { state, titles, made, runScheduled } = setUp();
    await made();
    state.titles = ['Chess'];
    state.time = 60_000;
    expect(titles()).toEqual(['Olympiad']);
    await runScheduled();
    expect(titles()).toEqual(['Chess']);
  });

  it('calls an index current from when it is made until it is due for a refresh, or expired', async () => {
    const { state, store, made, runScheduled, titles } = setUp();
    expect(store.isCurrent('en')).toBe(false);
    await made();
    expect(store.isCurrent('en')).toBe(true);
    state.time = 59_999;
    expect(store.isCurrent('en')).toBe(true);
    state.time = 60_000;
    expect(store.isCurrent('en')).toBe(false);
    titles();
    await runScheduled();
    expect(store.isCurrent('en')).toBe(true);
    store.expire();
    expect(store.isCurrent('en')).toBe(false);
    expect(store.isCurrent('ru')).toBe(false);
  });

  it('keeps its results as long as asked from when it is made, while due by age too; a second until it is, or after the hook until read again', async () => {
    const { state, store, made, runScheduled, titles } = setUp();
    expect(store.resultsLifetime('en', 60)).toBe(1);
    await made();
    expect(store.resultsLifetime('en', 60)).toBe(60);
    // Due for its periodic refresh, and being read: what it finds is as fresh as the upstream's answers.
    state.time = 60_000;
    titles();
    expect(store.resultsLifetime('en', 60)).toBe(60);
    await runScheduled();
    store.expire();
    expect(store.resultsLifetime('en', 60)).toBe(1);
    titles();
    await runScheduled();
    expect(store.resultsLifetime('en', 60)).toBe(60);
    expect(store.resultsLifetime('ru', 60)).toBe(1);
  });

  it('keeps the last good index while a refresh fails, says so, tries again once it is old again, and recovers', async () => {
    const { state, titles, made, runScheduled, refreshErrors } = setUp();
    await made();
    state.failing = true;
    state.time = 60_000;
    expect(titles()).toEqual(['Olympiad']);
    await runScheduled();
    expect(titles()).toEqual(['Olympiad']);
    expect(refreshErrors).toEqual([new Error('upstream down')]);
    // Not one reading per search while the upstream is down: the next try waits for the index's age.
    await runScheduled();
    expect(state.loads).toBe(2);
    state.failing = false;
    state.titles = ['Chess'];
    state.time = 120_000;
    titles();
    await runScheduled();
    expect(state.loads).toBe(3);
    expect(titles()).toEqual(['Chess']);
  });

  it('refreshes again after an expire() that came while a refresh was reading', async () => {
    const { state, store, titles, made, runScheduled } = setUp();
    await made();
    state.time = 60_000;
    titles();
    // The scheduled refresh starts reading; the hook expires the indexes before it is done.
    const refreshing = runScheduled();
    store.expire();
    state.titles = ['Chess'];
    await refreshing;
    expect(titles()).toEqual(['Olympiad']);
    await runScheduled();
    expect(titles()).toEqual(['Chess']);
  });

  it(`while no index could be made, tries again after ${FIRST_RETRY_MS} ms, then twice as long each time up to maxAgeMs, not on every search`, async () => {
    const { state, titles, runScheduled, refreshErrors } = setUp();
    state.failing = true;
    /** Searches at `time`, and runs the reading they scheduled, if any: how many readings it made. */
    const readingsAt = async (time: number) => {
      state.time = time;
      const before = state.loads;
      for (let search = 0; search < 5; search += 1) expect(titles()).toBeUndefined();
      await runScheduled();
      return state.loads - before;
    };
    expect(await readingsAt(0)).toBe(1);
    expect(refreshErrors).toEqual([new Error('upstream down')]);
    // Each failure doubles the wait: 5, 10, 20, 40 s, then the 60 s of maxAgeMs.
    const waits = [FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS, 8 * FIRST_RETRY_MS, 60_000, 60_000];
    let failedAt = 0;
    for (const wait of waits) {
      expect(await readingsAt(failedAt + wait - 1)).toBe(0);
      expect(await readingsAt(failedAt + wait)).toBe(1);
      failedAt += wait;
    }
    state.failing = false;
    expect(await readingsAt(failedAt + 60_000)).toBe(1);
    expect(titles()).toEqual(['Olympiad']);
  });

  it('tries a failed first reading again at once after expire(), the revalidation hook', async () => {
    const { state, store, titles, runScheduled } = setUp();
    state.failing = true;
    titles();
    await runScheduled();
    state.failing = false;
    titles();
    await runScheduled();
    expect(state.loads).toBe(1);
    store.expire();
    titles();
    await runScheduled();
    expect(state.loads).toBe(2);
    expect(titles()).toEqual(['Olympiad']);
  });

  it('reads once for concurrent first searches, and once per language', async () => {
    const { state, store, runScheduled } = setUp();
    store.get('en');
    store.get('en');
    store.get('ru');
    await Promise.all([runScheduled(), store.prepare('en')]);
    expect(state.loads).toBe(2);
  });

  it('refreshes on the next use after expire(), however young the index', async () => {
    const { state, store, titles, made, runScheduled } = setUp();
    await made();
    state.titles = ['Chess'];
    store.expire();
    titles();
    await runScheduled();
    expect(titles()).toEqual(['Chess']);
  });
});
