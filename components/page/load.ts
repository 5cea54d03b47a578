import { notFound } from 'next/navigation';
import { pageCount } from '@/lib/pager';
import { parseId, parsePage } from '@/lib/params';
import type { Page } from '@/lib/upstream';
import { settle, type Settled } from '../upstream/settle';

/**
 * The main data of a detail page. An id that is not one, or an item the upstream does not
 * have, is a 404 (thrown before streaming starts, so the status is a real 404); a failing
 * upstream is returned as `{ok: false}` so the page can still render its frame.
 */
export async function loadItem<T>(
  rawId: string,
  get: (id: number) => Promise<T | null>,
): Promise<{ id: number; result: Settled<T> }> {
  const id = parseId(rawId);
  if (id === null) notFound();
  const result = await settle(get(id));
  if (result.ok && result.data === null) notFound();
  return { id, result: result as Settled<T> };
}

/**
 * One page of a paged list from `?page=N`. A page that is not a positive integer, or past
 * the last page, is a 404.
 */
export async function loadListPage<T>(
  rawPage: string | string[] | undefined,
  pageSize: number,
  get: (limit: number, offset: number) => Promise<Page<T>>,
): Promise<{ page: number; last: number; result: Settled<Page<T>> }> {
  const page = parsePage(rawPage);
  if (page === null) notFound();
  const result = await settle(get(pageSize, (page - 1) * pageSize));
  const last = result.ok ? pageCount(result.data.count, pageSize) : page;
  if (page > last) notFound();
  return { page, last, result };
}
