import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { CategorySidebar, loadCategories } from '@/components/places/category-sidebar';
import { PlaceDetail } from '@/components/places/place-detail';
import { BRANCHES } from '@/components/places/place-kinds';
import { SectionError } from '@/components/upstream/section-error';
import { Skeleton } from '@/components/upstream/skeleton';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getBranch } from '@/lib/upstream';
import { preload } from '@/components/upstream/preload';

type Props = PageProps<'/[locale]/branch-details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getBranch(locale, id));
  const item = result.ok ? result.data : null;
  return detailPageMetadata(locale, routes.branchDetails(id), 'Branches', item && { title: item.title, html: item.descriptionHtml, image: item.thumbnail });
}

export default async function BranchDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Asked for now, beside the item, rather than once the item has come.
  preload(loadCategories(locale));
  const { id, result } = await loadItem((await params).id, (id) => getBranch(locale, id));
  const t = await getTranslations('Branches');
  const here = getPathname({ locale, href: routes.branchDetails(id) });
  return (
    <>
      <PageBanner title={result.ok ? result.data.title : t('title')} trail={[{ label: t('title'), href: routes.branches() }]} />
      <div className={layout.withSidebar}>
        {result.ok ? <PlaceDetail place={result.data} locale={locale} /> : <SectionError retryHref={here} />}
        <Suspense fallback={<Skeleton minHeight="20rem" />}>
          <CategorySidebar
            kind={BRANCHES}
            locale={locale}
            currentId={result.ok ? (result.data.categoryId ?? undefined) : undefined}
            retryHref={here}
          />
        </Suspense>
      </div>
    </>
  );
}
