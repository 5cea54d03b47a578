import type { Page } from './parse';

/** How many items one call asks for when a whole collection is read. */
const BATCH = 100;

/** Every item of a paged collection, read page after page: what the sitemap and the search index are made from. */
export async function everyItem<T>(get: (limit: number, offset: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const page = await get(BATCH, offset);
    items.push(...page.items);
    if (page.items.length === 0 || offset + BATCH >= page.count) return items;
  }
}
