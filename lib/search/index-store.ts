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
 * One search index per key (a language), made on first use and refreshed in the background
 * once older than `maxAgeMs`: searches meanwhile use the index as it is, and a refresh that
 * fails leaves it as it was, so an upstream outage never empties the search.
 */
export class IndexStore<K> {
  private readonly indexes = new Map<K, { index: SearchIndex; refreshedAt: number }>();
  private readonly refreshing = new Map<K, Promise<SearchIndex>>();
  /** Counts the calls of expire(), so that a refresh begun before one does not count as fresh. */
  private expiries = 0;

  private readonly options: StoreOptions<K>;

  constructor(options: StoreOptions<K>) {
    this.options = options;
  }

  /** The index of `key`; the first call waits for it to be made, and throws when that fails. */
  async get(key: K): Promise<SearchIndex> {
    const entry = this.indexes.get(key);
    if (!entry) return this.refresh(key);
    if (this.now() - entry.refreshedAt >= this.options.maxAgeMs()) {
      this.options.schedule(async () => {
        await this.refresh(key).catch((error: unknown) => this.options.onRefreshError(key, error));
      });
    }
    return entry.index;
  }

  /** Every index is refreshed on its next use (after the revalidation hook), even one being refreshed now. */
  expire(): void {
    this.expiries += 1;
    for (const entry of this.indexes.values()) entry.refreshedAt = Number.NEGATIVE_INFINITY;
  }

  /**
   * A language's first index is published only once complete; a refresh changes it in place,
   * item by item. Its age counts from when its reading began; a refresh that fails is tried
   * again only once the index is old again, so an outage is not met by one full reading per search.
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
        const entry = existing ?? { index: new SearchIndex(), refreshedAt: 0 };
        await entry.index.refresh(sources);
        stamp(entry);
        this.indexes.set(key, entry);
        return entry.index;
      } catch (error) {
        if (existing) stamp(existing);
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
