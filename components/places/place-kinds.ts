import type { MessageKey, NamespaceWith } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import {
  getBranch,
  getBranchList,
  getCategoryBranchList,
  getOffice,
  getOfficeList,
  type Page,
  type Place,
} from '@/lib/upstream';

/** What differs between branches and offices, which are otherwise shown the same way. */
export interface PlaceKind {
  namespace: NamespaceWith<'title'>;
  /** The category menu's first entry: every place of the kind. */
  allLabel: MessageKey;
  listHref: (categoryId?: number) => string;
  detailHref: (id: number) => string;
  /** Null when the category does not exist. */
  list: (locale: Locale, limit: number, offset: number, categoryId?: number) => Promise<Page<Place> | null>;
  get: (locale: Locale, id: number) => Promise<Place | null>;
}

export const BRANCHES: PlaceKind = {
  namespace: 'Branches',
  allLabel: 'Branches.allBranches',
  listHref: routes.branches,
  detailHref: routes.branchDetails,
  list: (locale, limit, offset, categoryId) =>
    categoryId === undefined
      ? getBranchList(locale, limit, offset)
      : getCategoryBranchList(locale, categoryId, limit, offset),
  get: getBranch,
};

export const OFFICES: PlaceKind = {
  namespace: 'Offices',
  allLabel: 'Offices.allOffices',
  listHref: routes.offices,
  detailHref: routes.officeDetails,
  list: (locale, limit, offset, categoryId) => getOfficeList(locale, limit, offset, categoryId),
  get: getOffice,
};
