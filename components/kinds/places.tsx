import type { DetailKind } from '@/components/page/detail-page';
import { CategorySidebar, loadCategories } from '@/components/places/category-sidebar';
import { PlaceDetail } from '@/components/places/place-detail';
import { BRANCHES } from '@/components/places/place-kinds';
import { otherItemsSidebar } from '@/components/sidebar/other-items-sidebar';
import { OFFICES } from '@/lib/kinds';
import { routes } from '@/lib/routes';
import { getBranch, getOffice, getOfficeList, type Place } from '@/lib/upstream';

const summary = (place: Place) => ({ title: place.title, html: place.descriptionHtml, image: place.thumbnail });
const main: DetailKind<Place>['main'] = (place, { locale }) => <PlaceDetail place={place} locale={locale} />;

/** A branch, beside the branches' categories. */
export const branchDetail: DetailKind<Place> = {
  namespace: BRANCHES.namespace,
  list: routes.branches(),
  href: routes.branchDetails,
  get: getBranch,
  summary,
  main,
  sidebar: {
    load: loadCategories,
    render: (branch, { locale }) => (
      <CategorySidebar kind={BRANCHES} locale={locale} currentId={branch.categoryId ?? undefined} />
    ),
  },
};

/** An office, beside the other offices. */
export const officeDetail: DetailKind<Place> = {
  namespace: OFFICES.namespace,
  list: routes.offices(),
  href: routes.officeDetails,
  get: getOffice,
  summary,
  main,
  sidebar: otherItemsSidebar({
    heading: 'Offices.otherOffices',
    headingId: 'other-offices',
    count: OFFICES.sidebarSize,
    load: (locale) => getOfficeList(locale, OFFICES.sidebarSize + 1, 0),
    href: routes.officeDetails,
    // An office not open yet has no link here either, as on the list.
    details: (office, { t }) => ({ image: office.thumbnail, notYet: office.isActive ? undefined : t('Common.soon') }),
  }),
};
