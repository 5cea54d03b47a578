import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { htmlToText } from '@/lib/html-text';
import type { Page } from '@/lib/upstream/parse';
import { getList, orNullIfMissing } from '@/lib/upstream/request';
import { placeSchema, type Place } from '@/lib/upstream/schemas';
import { kindCollection, kindSource } from '@/lib/kinds/source';
import { BRANCHES } from './kind';

export const { list: getBranchList, item: getBranch } = kindCollection(BRANCHES, placeSchema);

/** Null when the category does not exist. */
export const getCategoryBranchList = cache(
  (locale: Locale, categoryId: number, limit: number, offset: number): Promise<Page<Place> | null> =>
    orNullIfMissing(
      getList(
        BRANCHES.upstream.api,
        locale,
        `/branchcategory/${categoryId}`,
        { limit, offset },
        placeSchema,
        BRANCHES.collection,
      ),
    ),
);

export const branchSource = kindSource<Place>({
  kind: BRANCHES,
  list: getBranchList,
  // A branch not open yet is linked nowhere on the site, so the search does not find it either.
  searchEntry: (item) => (item.isActive ? { date: item.addedAt, text: () => htmlToText(item.descriptionHtml) } : null),
  lastModified: (item) => item.addedAt,
});
