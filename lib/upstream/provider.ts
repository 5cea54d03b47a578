import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { Page } from './parse';
import { collection, getList, orNullIfMissing } from './request';
import {
  advertisementSchema,
  categorySchema,
  competitionSchema,
  courseSchema,
  faqSchema,
  placeSchema,
  serviceSchema,
  slideSchema,
  type Place,
} from './schemas';

export const { item: getOffice } = collection('provider', '/mudirlik', 'offices', placeSchema);
export const getOfficeList = cache(
  (locale: Locale, limit: number, offset: number, categoryId?: number): Promise<Page<Place>> =>
    getList('provider', locale, '/mudirlik', { limit, offset, category_id: categoryId }, placeSchema, 'offices'),
);

export const { list: getBranchList, item: getBranch } = collection('provider', '/branch', 'branches', placeSchema);
export const { list: getBranchCategories } = collection(
  'provider',
  '/branchcategory',
  'branch-categories',
  categorySchema,
);

/** Null when the category does not exist. */
export const getCategoryBranchList = cache(
  (locale: Locale, categoryId: number, limit: number, offset: number): Promise<Page<Place> | null> =>
    orNullIfMissing(
      getList('provider', locale, `/branchcategory/${categoryId}`, { limit, offset }, placeSchema, 'branches'),
    ),
);

export const { list: getServiceList, item: getService } = collection('provider', '/service', 'services', serviceSchema);
export const { list: getFaqList } = collection('provider', '/faq', 'faq', faqSchema);
export const { list: getSlides } = collection('provider', '/slider', 'slides', slideSchema);
export const { list: getCompetitionList, item: getCompetition } = collection(
  'provider',
  '/competition',
  'competitions',
  competitionSchema,
);
export const { list: getCourseList, item: getCourse } = collection('provider', '/course', 'courses', courseSchema);
export const { list: getAdvertisementList, item: getAdvertisement } = collection(
  'provider',
  '/mahabat',
  'advertisements',
  advertisementSchema,
);
