import { SearchIndex, type SearchSource } from './search-index.ts';

interface StoreOptions<K> {
  /** Reads everything the index of `key` holds; throws when it cannot. */
  load: (key: K) => Promise<Iterable<SearchSource>>;
  /** How long an index is served before it is refreshed. */
  maxAgeMs: () => number;
  /** Runs a refresh once the current answer is sent (Next's `after`). */
  schedule: (task: () => Promise<void>) => void;
  /** Hears of a refresh in the background that failed; the index stays as it was. */
  onRefreshError: (key: K, error: unknown) => void;
  now?: () => number;
}

/**
 * One search index per key (a language), made in the background, at server start (`prepare`)
 * or on first use, and refreshed in the background once older than `maxAgeMs`. A search never
 * waits for a reading of every list: until the first index is made there is none to search.
 * A reading that fails leaves the index as it was, so an upstream outage never empties the
 * search, and is tried again only once `maxAgeMs` has passed, never on every search. Where no
 * index could be made yet (an upstream down when the server started), the search is out until
 * one is: the reading is tried again sooner, after `FIRST_RETRY_MS`, then twice as long each
 * time, up to `maxAgeMs`, and at once after expire() (the revalidation hook).
 */
export const FIRST_RETRY_MS = 5_000;

export class IndexStore<K> {
  private readonly indexes = new Map<K, { index: SearchIndex; refreshedAt: number; madeAt: number }>();
  private readonly refreshing = new Map<K, Promise<SearchIndex>>();
  /** Keys whose reading is scheduled and not begun: many searches schedule one. */
  private readonly scheduled = new Set<K>();
  /** For a key without an index whose reading failed: when it may be read again, and the wait before that. */
  private readonly retries = new Map<K, { at: number; waitMs: number }>();
  /** Counts the calls of expire(), so that a refresh begun before one does not count as fresh. */
  private expiries = 0;

  private readonly options: StoreOptions<K>;

  constructor(options: StoreOptions<K>) {
    this.options = options;
  }

  /** Starts making the index of `key` now (at server start); resolves when it is made or failed. */
  async prepare(key: K): Promise<void> {
    await this.refresh(key).catch((error: unknown) => this.options.onRefreshError(key, error));
  }

  /** The index of `key` as it is, undefined while none could be made yet; refreshes it behind when due. */
  get(key: K): SearchIndex | undefined {
    const entry = this.indexes.get(key);
    const due = entry
      ? !this.isCurrent(key)
      : !this.refreshing.has(key) && this.now() >= (this.retries.get(key)?.at ?? -Infinity);
    if (due && !this.scheduled.has(key)) {
      this.scheduled.add(key);
      this.options.schedule(() => {
        this.scheduled.delete(key);
        return this.prepare(key);
      });
    }
    return entry?.index;
  }

  /** Whether the index of `key` is made and not due for a refresh. */
  isCurrent(key: K): boolean {
    const entry = this.indexes.get(key);
    return entry !== undefined && this.now() - entry.refreshedAt < this.options.maxAgeMs();
  }

  /**
   * How long a page of what the index of `key` finds may be kept, in seconds: `lasting` once it is
   * made and not expired (by the revalidation hook) since its last reading, for an index only due
   * for its periodic refresh is as fresh as the upstream's answers; otherwise one, so that the
   * searches after find what the next reading brings.
   */
  resultsLifetime(key: K, lasting: number): number {
    const entry = this.indexes.get(key);
    return entry !== undefined && entry.refreshedAt !== Number.NEGATIVE_INFINITY ? lasting : 1;
  }

  /** Each made index's size and when its last reading ended, for the metrics. */
  made(): Array<{ key: K; documents: number; madeAt: number }> {
    return [...this.indexes].map(([key, { index, madeAt }]) => ({ key, documents: index.size, madeAt }));
  }

  /** Every index is refreshed on its next use (after the revalidation hook), even one being refreshed now. */
  expire(): void {
    this.expiries += 1;
    for (const entry of this.indexes.values()) entry.refreshedAt = Number.NEGATIVE_INFINITY;
    this.retries.clear();
  }

  /**
   * A language's first index is published only once complete; a refresh changes it in place,
   * item by item. Its age counts from when its reading began.
   */
  private refresh(key: K): Promise<SearchIndex> {
    const running = this.refreshing.get(key);
    if (running) return running;
    const startedAt = this.now();
    const expiries = this.expiries;
    const stamp = (entry: { refreshedAt: number }) => {
      entry.refreshedAt = expiries === this.expiries ? startedAt : Number.NEGATIVE_INFINITY;
    };
    const refreshed = (async () => {
      const existing = this.indexes.get(key);
      try {
        const sources = await this.options.load(key);
        const entry = existing ?? { index: new SearchIndex(), refreshedAt: 0, madeAt: 0 };
        await entry.index.refresh(sources);
        stamp(entry);
        entry.madeAt = this.now();
        this.indexes.set(key, entry);
        this.retries.delete(key);
        return entry.index;
      } catch (error) {
        if (existing) stamp(existing);
        else {
          const lastWait = this.retries.get(key)?.waitMs;
          const waitMs = Math.min(lastWait === undefined ? FIRST_RETRY_MS : lastWait * 2, this.options.maxAgeMs());
          this.retries.set(key, { at: startedAt + waitMs, waitMs });
        }
        throw error;
      }
    })().finally(() => this.refreshing.delete(key));
    this.refreshing.set(key, refreshed);
    return refreshed;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
