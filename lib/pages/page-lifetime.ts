import 'server-only';
import { unstable_cache } from 'next/cache';

/**
 * Keeps the page being rendered in the page cache `seconds` at most, and gives it `tag`. Next
 * keeps a page as long as the shortest-lived of its cached reads (`fetch`, `unstable_cache`) and
 * gives it their tags; this is such a read, of nothing.
 */
export async function keepPageFor(seconds: number, tag: string): Promise<void> {
  await unstable_cache(async () => true, ['page-lifetime', String(seconds)], { revalidate: seconds, tags: [tag] })();
}
