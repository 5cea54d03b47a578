import type { MessageKey } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { BRANCHES as BRANCH_KIND, OFFICES as OFFICE_KIND, type Kind } from '@/lib/kinds';
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
  namespace: Kind['namespace'];
  /** The category menu's first entry: every place of the kind. */
  allLabel: MessageKey;
  pageSize: number;
  listHref: (categoryId?: number) => string;
  detailHref: (id: number) => string;
  /** Null when the category does not exist. */
  list: (locale: Locale, limit: number, offset: number, categoryId?: number) => Promise<Page<Place> | null>;
  get: (locale: Locale, id: number) => Promise<Place | null>;
}

export const BRANCHES: PlaceKind = {
  namespace: BRANCH_KIND.namespace,
  allLabel: 'Branches.allBranches',
  pageSize: BRANCH_KIND.pageSize,
  listHref: routes.branches,
  detailHref: routes.branchDetails,
  list: (locale, limit, offset, categoryId) =>
    categoryId === undefined
      ? getBranchList(locale, limit, offset)
      : getCategoryBranchList(locale, categoryId, limit, offset),
  get: getBranch,
};

export const OFFICES: PlaceKind = {
  namespace: OFFICE_KIND.namespace,
  allLabel: 'Offices.allOffices',
  pageSize: OFFICE_KIND.pageSize,
  listHref: routes.offices,
  detailHref: routes.officeDetails,
  list: (locale, limit, offset, categoryId) => getOfficeList(locale, limit, offset, categoryId),
  get: getOffice,
};
