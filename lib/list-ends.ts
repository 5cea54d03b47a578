import { BoundedMap } from '@/lib/cache/bounded-map';
import { processWide } from '@/lib/cache/process-wide';
import { siteConfig } from '@/lib/runtime/site-config';

/**
 * The last page of each list, as its latest answer said. A page number past it is a 404 without
 * an upstream call, so page numbers a bot makes up cost nothing while the count is fresh; a
 * list that grew is seen at its next answer, and a count older than `freshMs` is asked again.
 * Only lists that answered are kept, so the map is bounded by what exists (and `capacity`).
 */
export interface ListEnds {
  knownLast(list: string): number | undefined;
  learn(list: string, last: number): void;
  /** After the revalidation hook: a list may have grown, so every end is asked again. */
  forget(): void;
}

/**
 * This process's list ends, trusted for REVALIDATE_SECONDS: one store for every route and the
 * revalidation hook, which Next bundles apart.
 */
export const siteListEnds = () => processWide('listEnds', () => listEnds(siteConfig().revalidateSeconds * 1000));

export function listEnds(freshMs: number, capacity = 1000, now: () => number = Date.now): ListEnds {
  const ends = new BoundedMap<string, { last: number; at: number }>(capacity);
  return {
    knownLast(list) {
      const end = ends.get(list);
      return end && now() - end.at < freshMs ? end.last : undefined;
    },
    learn(list, last) {
      ends.set(list, { last, at: now() });
    },
    forget() {
      ends.clear();
    },
  };
}
