import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { parsePage } from '@/lib/params';
import { pagedHref } from '@/lib/routes';
import type { NamespaceWith } from '@/lib/i18n/messages';
import { listPageMetadata } from '@/lib/seo/metadata';
import type { Thing } from '@/lib/seo/structured-data';
import type { Page } from '@/lib/upstream';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { withUpstreamFailureMetadata, withUpstreamFailurePage } from '@/components/upstream/upstream-failure';
import { JsonLd } from '@/components/seo/json-ld';
import { loadListPage } from './load';
import layout from './page-layout.module.scss';
import { PagedList } from './paged-list';

type Params = Promise<{ locale: string; page?: string[] }>;

/** One kind of paged list: everything its route needs to know, declared once. */
export interface ListKind<T> {
  /** The kind's messages: their `title` is the page's. */
  namespace: NamespaceWith<'title'>;
  pathname: string;
  /** Its kind's (lib/kinds). */
  pageSize: number;
  list: (locale: Locale, limit: number, offset: number) => Promise<Page<T>>;
  /** The items' grid: on the list, where its first picture leads the page, and on the home page. */
  grid: ComponentType<{ items: T[]; locale: Locale; headingLevel?: 2 | 3; leadsPage?: boolean }>;
  /** JSON-LD of the page's items, where the list has a kind of its own. */
  structuredData?: (items: T[]) => Thing;
  /** What the list offers besides its items, above them (the competitions' calendar). */
  actions?: ComponentType<{ locale: Locale }>;
}

/**
 * A paged list's route; a page past the end is a 404, for the metadata too, and a failing upstream
 * the failure's message (components/upstream/upstream-failure.tsx).
 */
export function pagedListPage<T>({
  namespace,
  pathname,
  pageSize,
  list,
  grid: Grid,
  structuredData,
  actions: Actions,
}: ListKind<T>) {
  async function load(params: Params) {
    const locale = await pageLocale(params);
    const page = await loadListPage(
      (await params).page,
      pageSize,
      (limit, offset) => list(locale, limit, offset),
      `${locale}${pathname}`,
    );
    return { locale, page };
  }

  const generateMetadata = withNotFoundMetadata(
    withUpstreamFailureMetadata(async ({ params }: { params: Params }): Promise<Metadata> => {
      const { locale, page } = await load(params);
      return listPageMetadata(locale, namespace, pathname, page.page);
    }),
  );

  // The public address (`?page=3`), not the internal path proxy.ts rewrote it to.
  const address = async ({ params }: { params: Params }) => ({
    locale: await pageLocale(params),
    href: pagedHref(pathname, parsePage((await params).page) ?? 1),
  });

  const renderPage = async ({ params }: { params: Params }) => {
    const { locale, page } = await load(params);
    const t = await getTranslations({ locale, namespace });
    return (
      <>
        {page.data.items.length > 0 && structuredData && <JsonLd data={structuredData(page.data.items)} />}
        <PageBanner title={t('title')} />
        <div className={layout.container}>
          {Actions && <Actions locale={locale} />}
          <PagedList
            pathname={pathname}
            {...page}
            render={(items) => <Grid items={items} locale={locale} leadsPage />}
          />
        </div>
      </>
    );
  };
  const ListPage = withNotFoundPage(withUpstreamFailurePage(renderPage, address));

  return { generateMetadata, ListPage };
}
