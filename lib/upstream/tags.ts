import { KINDS, type KindCollection } from '@/lib/kinds';

export type Collection = KindCollection | 'slides' | 'branch-categories';

/**
 * Cache tags: every answer has its collection's, a detail also its item's (`news:42`). The
 * revalidation hook validates against this list, so it can name nothing that is not tagged: each
 * kind's collection (lib/kinds), and those that are no kind of page (the slides, the places' categories).
 */
export const COLLECTIONS: readonly Collection[] = [
  ...KINDS.map((kind) => kind.collection),
  'slides',
  'branch-categories',
];

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
