import { notFound } from 'next/navigation';
import { siteListEnds } from '@/lib/list-ends';
import { pageCount } from '@/lib/pager';
import { parseId, parsePage } from '@/lib/params';
import type { Page } from '@/lib/upstream';

/**
 * A bad id or a missing item is a 404; a failing upstream throws, so the page cache keeps the
 * last good render (docs/architecture.md: A failure is never cached).
 */
export async function loadItem<T>(
  rawId: string,
  get: (id: number) => Promise<T | null>,
): Promise<{ id: number; item: T }> {
  const id = parseId(rawId);
  if (id === null) notFound();
  const item = await get(id);
  if (item === null) notFound();
  return { id, item };
}

/**
 * One page of a paged list; a bad page number or one past the end is a 404. `list` names the
 * list (its address and language): past its last known page, nothing is asked upstream.
 */
export async function loadListPage<T>(
  rawPage: string | string[] | undefined,
  pageSize: number,
  get: (limit: number, offset: number) => Promise<Page<T>>,
  list: string,
): Promise<{ page: number; last: number; data: Page<T> }> {
  const page = parsePage(rawPage);
  if (page === null) notFound();
  const knownEnds = siteListEnds();
  const knownLast = knownEnds.knownLast(list);
  if (knownLast !== undefined && page > knownLast) notFound();
  const data = await get(pageSize, (page - 1) * pageSize);
  const last = pageCount(data.count, pageSize);
  knownEnds.learn(list, last);
  if (page > last) notFound();
  return { page, last, data };
}
