import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { parseId, parsePage } from '@/lib/params';
import { pagedHref } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { getBranchCategories } from '@/lib/upstream';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { loadListPage } from '@/components/page/load';
import { preload } from '@/components/upstream/preload';
import { withUpstreamFailureMetadata, withUpstreamFailurePage } from '@/components/upstream/upstream-failure';
import layout from '@/components/page/page-layout.module.scss';
import { PagedList } from '@/components/page/paged-list';
import { CategorySidebar, loadCategories } from './category-sidebar';
import type { PlaceKind } from './place-kinds';
import { PlaceGrid } from './place-grid';

/** `all`, or a category id; anything else is a 404. */
function parseCategory(segment: string): number | undefined {
  if (segment === 'all') return undefined;
  return parseId(segment) ?? notFound();
}

/** The category's name; a category the categories do not list is a 404. */
async function categoryTitle(locale: Locale, categoryId: number | undefined): Promise<string | undefined> {
  if (categoryId === undefined) return undefined;
  const categories = await getBranchCategories(locale);
  return categories.items.find((category) => category.id === categoryId)?.title ?? notFound();
}

/** A place list's category and page, each a 404 when unknown; for the page and its metadata alike. */
async function loadPlaces(kind: PlaceKind, locale: Locale, segment: string, rawPage: string | string[] | undefined) {
  const categoryId = parseCategory(segment);
  const [category, list] = await Promise.all([
    categoryTitle(locale, categoryId),
    loadListPage(
      rawPage,
      kind.pageSize,
      async (limit, offset) => {
        const page = await kind.list(locale, limit, offset, categoryId);
        return page ?? notFound();
      },
      `${locale}${kind.listHref(categoryId)}`,
    ),
  ]);
  return { categoryId, pathname: kind.listHref(categoryId), category, list };
}

async function placesListMetadata(
  kind: PlaceKind,
  locale: Locale,
  segment: string,
  rawPage: string | string[] | undefined,
): Promise<Metadata> {
  const [t, { pathname, category, list }] = await Promise.all([
    getTranslations({ locale, namespace: kind.namespace }),
    loadPlaces(kind, locale, segment, rawPage),
  ]);
  return pageMetadata({
    locale,
    href: pagedHref(pathname, list.page),
    title: category ? `${category} — ${t('title')}` : t('title'),
  });
}

/** The content of a page of branches or offices, all of them or those of one education category. */
async function placesListPage({
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
  // The sidebar's categories are asked for beside the list, not after it.
  preload(loadCategories(locale));
  const [t, { categoryId, pathname, category, list }] = await Promise.all([
    getTranslations(kind.namespace),
    loadPlaces(kind, locale, segment, rawPage),
  ]);
  const trail = category ? [{ label: t('title'), href: kind.listHref() }] : [];
  return (
    <>
      <PageBanner title={category ?? t('title')} trail={trail} />
      <div className={layout.withSidebar}>
        <div>
          <PagedList
            pathname={pathname}
            {...list}
            render={(items) => <PlaceGrid places={items} detailHref={kind.detailHref} leadsPage />}
          />
        </div>
        <CategorySidebar kind={kind} locale={locale} currentId={categoryId} />
      </div>
    </>
  );
}

type Params = Promise<{ locale: string; category: string; page?: string[] }>;

/** The route of `/branches/[category]` or `/offices/[category]`. */
export function placesListRoute(kind: PlaceKind) {
  const generateMetadata = withNotFoundMetadata(
    withUpstreamFailureMetadata(async ({ params }: { params: Params }): Promise<Metadata> => {
      const { category, page } = await params;
      return placesListMetadata(kind, await pageLocale(params), category, page);
    }),
  );
  // Only a category and a page that parsed reach the upstream, so only such a page can fail.
  const address = async ({ params }: { params: Params }) => {
    const { category, page } = await params;
    const categoryId = category === 'all' ? undefined : Number(category);
    return { locale: await pageLocale(params), href: pagedHref(kind.listHref(categoryId), parsePage(page) ?? 1) };
  };
  const PlacesListPage = withNotFoundPage(
    withUpstreamFailurePage(async ({ params }: { params: Params }) => {
      const { category, page } = await params;
      // Called, not rendered, so that its not-found answers this page.
      return placesListPage({ kind, locale: await pageLocale(params), segment: category, rawPage: page });
    }, address),
  );
  return { generateMetadata, PlacesListPage };
}
