import { describe, expect, it } from 'vitest';
import { IndexStore } from './index-store';
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
  const titles = async (key = 'en') => (await store.get(key)).search('olympiad chess').map((hit) => hit.document.title);
  return { state, store, runScheduled, titles, refreshErrors };
}

describe('IndexStore', () => {
  it('makes an index on first use and serves it, without reading again, until it is old', async () => {
    const { state, titles, runScheduled } = setUp();
    expect(await titles()).toEqual(['Olympiad']);
    state.titles = ['Chess'];
    state.time = 59_999;
    expect(await titles()).toEqual(['Olympiad']);
    await runScheduled();
    expect(state.loads).toBe(1);
  });

  it('refreshes an old index after the answer, serving the old one meanwhile', async () => {
    const { state, titles, runScheduled } = setUp();
    await titles();
    state.titles = ['Chess'];
    state.time = 60_000;
    expect(await titles()).toEqual(['Olympiad']);
    await runScheduled();
    expect(await titles()).toEqual(['Chess']);
  });

  it('keeps the last good index while a refresh fails, says so, tries again once it is old again, and recovers', async () => {
    const { state, titles, runScheduled, refreshErrors } = setUp();
    await titles();
    state.failing = true;
    state.time = 60_000;
    expect(await titles()).toEqual(['Olympiad']);
    await runScheduled();
    expect(await titles()).toEqual(['Olympiad']);
    expect(refreshErrors).toEqual([new Error('upstream down')]);
    // Not one reading per search while the upstream is down: the next try waits for the index's age.
    await runScheduled();
    expect(state.loads).toBe(2);
    state.failing = false;
    state.titles = ['Chess'];
    state.time = 120_000;
    await titles();
    await runScheduled();
    expect(state.loads).toBe(3);
    expect(await titles()).toEqual(['Chess']);
  });

  it('refreshes again after an expire() that came while a refresh was reading', async () => {
    const { state, store, titles, runScheduled } = setUp();
    await titles();
    state.time = 60_000;
    await titles();
    // The scheduled refresh starts reading; the hook expires the indexes before it is done.
    const refreshing = runScheduled();
    store.expire();
    state.titles = ['Chess'];
    await refreshing;
    expect(await titles()).toEqual(['Olympiad']);
    await runScheduled();
    expect(await titles()).toEqual(['Chess']);
  });

  it('throws while no index could be made yet, and makes one once the upstream answers', async () => {
    const { state, store, titles } = setUp();
    state.failing = true;
    await expect(store.get('en')).rejects.toThrow('upstream down');
    state.failing = false;
    expect(await titles()).toEqual(['Olympiad']);
  });

  it('reads once for concurrent first searches, and once per language', async () => {
    const { state, store } = setUp();
    await Promise.all([store.get('en'), store.get('en'), store.get('ru')]);
    expect(state.loads).toBe(2);
  });

  it('refreshes on the next use after expire(), however young the index', async () => {
    const { state, store, titles, runScheduled } = setUp();
    await titles();
    state.titles = ['Chess'];
    store.expire();
    await titles();
    await runScheduled();
    expect(await titles()).toEqual(['Chess']);
  });
});
