import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getBranchCategories } from '@/lib/upstream';
import { Sidebar } from '@/components/sidebar/sidebar';
import { UpstreamSection } from '@/components/upstream/upstream-section';
import { CategoryNav } from './category-nav';
import type { PlaceKind } from './place-kinds';

/** What the sidebar shows. */
export const loadCategories = (locale: Locale) => getBranchCategories(locale);

/** The education categories beside a list or a detail of branches or offices. */
export async function CategorySidebar({
  kind,
  locale,
  currentId,
}: {
  kind: PlaceKind;
  locale: Locale;
  currentId?: number;
}) {
  const [t, tAll] = await Promise.all([getTranslations('Branches'), getTranslations()]);
  return (
    <Sidebar headingId="categories-heading" heading={t('categories')}>
      <UpstreamSection
        load={() => loadCategories(locale)}
        render={(page) => (
          <CategoryNav
            label={t('categories')}
            allLabel={tAll(kind.allLabel)}
            categories={page.items}
            currentId={currentId}
            href={kind.listHref}
          />
        )}
      />
    </Sidebar>
  );
}
