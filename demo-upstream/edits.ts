import type { DemoCollections } from './content/index.ts';

/**
 * Changes to the demo's content, so that the revalidation tests can show the site keeping
 * an answer it cached and then fetching the new one. Off unless the server is started
 * with `editControl` (DEMO_FAULTS=1); nothing else can switch it on.
 */

/** The collections whose items have a title (the FAQ has questions instead). */
export const EDITABLE_COLLECTIONS = [
  'news',
  'articles',
  'albums',
  'videos',
  'branchCategories',
  'branches',
  'offices',
  'services',
  'slides',
  'competitions',
  'courses',
  'advertisements',
] as const satisfies readonly (keyof DemoCollections)[];
export type EditableCollection = (typeof EDITABLE_COLLECTIONS)[number];

/** A new title for one item, in every language. */
export interface Edit {
  collection: EditableCollection;
  id: number;
  title: string;
}

/** The path the tests post an edit to (and delete all edits from). */
export const EDIT_CONTROL_PATH = '/__demo/edit';

export function parseEdit(body: unknown): Edit | null {
  if (!body || typeof body !== 'object') return null;
  const { collection, id, title } = body as Record<string, unknown>;
  if (!EDITABLE_COLLECTIONS.includes(collection as EditableCollection)) return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  if (typeof title !== 'string' || !title.trim()) return null;
  return { collection: collection as EditableCollection, id, title };
}

/** The collections with the edits applied; the ones given are left as they are. */
export function applyEdits(collections: DemoCollections, edits: readonly Edit[]): DemoCollections {
  let edited = collections;
  for (const { collection, id, title } of edits) {
    const items: readonly { id: number }[] = edited[collection];
    edited = { ...edited, [collection]: items.map((item) => (item.id === id ? { ...item, title } : item)) };
  }
  return edited;
}
