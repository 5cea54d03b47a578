import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { PAGE_SIZE } from '@/lib/limits';
import { parseId, parsePage } from '@/lib/params';
import { pagedHref } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { getBranchCategories } from '@/lib/upstream';
import { PageBanner } from '../layout/page-banner/page-banner';
import { loadListPage } from '../page/load';
import { preload } from '../upstream/preload';
import layout from '../page/page-layout.module.scss';
import { PagedList } from '../page/paged-list';
import { settle } from '../upstream/settle';
import { Skeleton } from '../upstream/skeleton';
import { CategorySidebar, loadCategories } from './category-sidebar';
import type { PlaceKind } from './place-kinds';
import { PlaceGrid } from './place-grid';

/** `all`, or a category id; anything else is a 404. */
function parseCategory(segment: string): number | undefined {
  if (segment === 'all') return undefined;
  return parseId(segment) ?? notFound();
}

/**
 * The category's name, when the categories can be read; a category they do not list is a
 * 404. When they cannot be read, the list still shows under the generic title.
 */
async function categoryTitle(locale: Locale, categoryId: number | undefined): Promise<string | undefined> {
  if (categoryId === undefined) return undefined;
  const categories = await settle(getBranchCategories(locale));
  if (!categories.ok) return undefined;
  return categories.data.items.find((category) => category.id === categoryId)?.title ?? notFound();
}

export async function placesListMetadata(
  kind: PlaceKind,
  locale: Locale,
  segment: string,
  rawPage: string | string[] | undefined,
): Promise<Metadata> {
  const [t, category] = await Promise.all([
    getTranslations({ locale, namespace: kind.namespace }),
    categoryTitle(locale, parseCategory(segment)),
  ]);
  const categoryId = parseCategory(segment);
  return pageMetadata({
    locale,
    href: pagedHref(kind.listHref(categoryId), parsePage(rawPage) ?? 1),
    title: category ? `${category} — ${t('title')}` : t('title'),
  });
}

/** A page of branches or offices, all of them or those of one education category. */
export async function PlacesListPage({
  kind,
  locale,
  segment,
  rawPage,
}: {
  kind: PlaceKind;
  locale: Locale;
  segment: string;
  rawPage: string | string[] | undefined;
}) {
  const categoryId = parseCategory(segment);
  const pathname = kind.listHref(categoryId);
  // The sidebar's categories are asked for beside the list, not after it.
  preload(loadCategories(locale));
  const [t, category, list] = await Promise.all([
    getTranslations(kind.namespace),
    categoryTitle(locale, categoryId),
    loadListPage(rawPage, PAGE_SIZE.default, async (limit, offset) => {
      const page = await kind.list(locale, limit, offset, categoryId);
      return page ?? notFound();
    }),
  ]);
  const trail = category ? [{ label: t('title'), href: kind.listHref() }] : [];
  return (
    <>
      <PageBanner title={category ?? t('title')} trail={trail} />
      <div className={layout.withSidebar}>
        <div>
          <PagedList
            locale={locale}
            pathname={pathname}
            {...list}
            render={(items) => <PlaceGrid places={items} detailHref={kind.detailHref} leadsPage />}
          />
        </div>
        <Suspense fallback={<Skeleton minHeight="20rem" />}>
          <CategorySidebar
            kind={kind}
            locale={locale}
            currentId={categoryId}
            retryHref={getPathname({ locale, href: pathname })}
          />
        </Suspense>
      </div>
    </>
  );
}
