import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { htmlToText } from '@/lib/html-text';
import type { Page } from '@/lib/upstream/parse';
import { getList } from '@/lib/upstream/request';
import { placeSchema, type Place } from '@/lib/upstream/schemas';
import { kindCollection, kindSource } from '@/lib/kinds/source';
import { OFFICES } from './kind';

export const { item: getOffice } = kindCollection(OFFICES, placeSchema);
export const getOfficeList = cache(
  (locale: Locale, limit?: number, offset?: number, categoryId?: number): Promise<Page<Place>> =>
    getList(
      OFFICES.upstream.api,
      locale,
      OFFICES.upstream.path,
      { limit, offset, category_id: categoryId },
      placeSchema,
      OFFICES.collection,
    ),
);

export const officeSource = kindSource<Place>({
  kind: OFFICES,
  list: getOfficeList,
  // An office not open yet is linked nowhere on the site, so the search does not find it either.
  searchEntry: (item) => (item.isActive ? { date: item.addedAt, text: () => htmlToText(item.descriptionHtml) } : null),
  lastModified: (item) => item.addedAt,
});
