import type { ReactNode } from 'react';
import type { Page } from '@/lib/upstream';
import { Pager } from '@/components/pager/pager';

/** The body of a list page: its items and pager. */
export function PagedList<T>({
  pathname,
  page,
  last,
  data,
  render,
}: {
  pathname: string;
  page: number;
  last: number;
  data: Page<T>;
  render: (items: T[]) => ReactNode;
}) {
  return (
    <>
      {render(data.items)}
      <Pager pathname={pathname} current={page} last={last} />
    </>
  );
}
