import type { DetailKind } from '@/components/page/detail-page';
import { CategorySidebar, loadCategories } from '@/components/places/category-sidebar';
import { loadOtherOffices, OfficeSidebar } from '@/components/places/office-sidebar';
import { PlaceDetail } from '@/components/places/place-detail';
import { BRANCHES } from '@/components/places/place-kinds';
import { routes } from '@/lib/routes';
import { getBranch, getOffice, type Place } from '@/lib/upstream';

const summary = (place: Place) => ({ title: place.title, html: place.descriptionHtml, image: place.thumbnail });
const main: DetailKind<Place>['main'] = (place, { locale }) => <PlaceDetail place={place} locale={locale} />;

/** A branch, beside the branches' categories. */
export const branchDetail: DetailKind<Place> = {
  namespace: 'Branches',
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
  namespace: 'Offices',
  list: routes.offices(),
  href: routes.officeDetails,
  get: getOffice,
  summary,
  main,
  sidebar: {
    load: loadOtherOffices,
    render: (_, { locale, id }) => <OfficeSidebar locale={locale} currentId={id} />,
  },
};
