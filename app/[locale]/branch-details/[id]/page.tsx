import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { CategorySidebar, loadCategories } from '@/components/places/category-sidebar';
import { PlaceDetail } from '@/components/places/place-detail';
import { BRANCHES } from '@/components/places/place-kinds';
import { pageLocale } from '@/lib/i18n/page-locale';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getBranch } from '@/lib/upstream';
import { preload } from '@/components/upstream/preload';

export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = PageProps<'/[locale]/branch-details/[id]'>;

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, item } = await loadItem((await params).id, (id) => getBranch(locale, id));
  return detailPageMetadata(locale, routes.branchDetails(id), { title: item.title, html: item.descriptionHtml, image: item.thumbnail });
});

export default withNotFoundPage(async function BranchDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Asked for now, beside the item, rather than once the item has come.
  preload(loadCategories(locale));
  const { item } = await loadItem((await params).id, (id) => getBranch(locale, id));
  const t = await getTranslations('Branches');
  return (
    <>
      <PageBanner title={item.title} trail={[{ label: t('title'), href: routes.branches() }]} />
      <div className={layout.withSidebar}>
        <PlaceDetail place={item} locale={locale} />
        <CategorySidebar
          kind={BRANCHES}
          locale={locale}
          currentId={item.categoryId ?? undefined}
        />
      </div>
    </>
  );
});
