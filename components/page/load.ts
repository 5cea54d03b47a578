import { notFound } from 'next/navigation';
import { pageCount } from '@/lib/pager';
import { parseId, parsePage } from '@/lib/params';
import type { Page } from '@/lib/upstream';

/**
 * The main item of a detail page. An id that is not one, or an item the upstream does not
 * have, is a 404; a failing upstream throws, so that the page cache keeps the page's last
 * good render and a page that has none answers with the error page (app/[locale]/error.tsx).
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
 * One page of a paged list, from the page segment of its internal path (lib/routes.ts). A
 * page that is not a positive integer, or past the last page, is a 404.
 */
export async function loadListPage<T>(
  rawPage: string | string[] | undefined,
  pageSize: number,
  get: (limit: number, offset: number) => Promise<Page<T>>,
): Promise<{ page: number; last: number; data: Page<T> }> {
  const page = parsePage(rawPage);
  if (page === null) notFound();
  const data = await get(pageSize, (page - 1) * pageSize);
  const last = pageCount(data.count, pageSize);
  if (page > last) notFound();
  return { page, last, data };
}
