/**
 * The cache tags of the data layer: every upstream answer is tagged with its collection,
 * and a detail also with its item (`news:42`), so that the revalidation hook can refresh
 * a whole collection or one item in every language. The hook validates against this same
 * list, so it can name nothing the data layer does not tag.
 */
export const COLLECTIONS = [
  'news',
  'articles',
  'albums',
  'videos',
  'provider-news',
  'offices',
  'branch-categories',
  'branches',
  'services',
  'faq',
  'slides',
  'competitions',
  'courses',
  'advertisements',
] as const;

export type Collection = (typeof COLLECTIONS)[number];

/** The tags of a list answer. */
export function collectionTags(collection: Collection): string[] {
  return [collection];
}

/** The tag of one item, the same in every language. */
export function itemTag(collection: Collection, id: number): string {
  return `${collection}:${id}`;
}

/** The tags of a detail answer: refreshed with its collection or on its own. */
export function itemTags(collection: Collection, id: number): string[] {
  return [collection, itemTag(collection, id)];
}
