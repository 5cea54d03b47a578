import type { ReactNode } from 'react';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { pagedHref } from '@/lib/routes';
import type { Page } from '@/lib/upstream';
import { Pager } from '../pager/pager';
import { SectionError } from '../upstream/section-error';
import type { Settled } from '../upstream/settle';

/** The body of a list page: its items and pager, or what went wrong. */
export function PagedList<T>({
  locale,
  pathname,
  page,
  last,
  result,
  render,
}: {
  locale: Locale;
  pathname: string;
  page: number;
  last: number;
  result: Settled<Page<T>>;
  render: (items: T[]) => ReactNode;
}) {
  if (!result.ok) {
    return <SectionError retryHref={getPathname({ locale, href: pagedHref(pathname, page) })} />;
  }
  return (
    <>
      {render(result.data.items)}
      <Pager pathname={pathname} current={page} last={last} />
    </>
  );
}
