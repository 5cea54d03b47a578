/*
 * No `server-only` and no `@/` imports: Node loads the cache handler, and this file, directly.
 */

/**
 * A map of at most `capacity` entries that drops the longest unused first: reading or writing an
 * entry makes it the last to go. For what requests can make up without bound (addresses, lists).
 */
export class BoundedMap<Key, Value> {
  // A Map keeps insertion order: its first key is the longest unused.
  readonly #entries = new Map<Key, Value>();

  readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: Key): Value | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key)!;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: Key, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
  }

  delete(key: Key): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
