import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import type { Page } from './parse';
import { getDetail, getList, orNullIfMissing } from './request';
import {
  advertisementSchema,
  categorySchema,
  competitionSchema,
  courseSchema,
  faqSchema,
  newsSchema,
  placeSchema,
  serviceSchema,
  slideSchema,
  type Advertisement,
  type Category,
  type Competition,
  type Course,
  type Faq,
  type News,
  type Place,
  type Service,
  type Slide,
} from './schemas';

/* React's cache lets the layout, generateMetadata and the page share one call per render. */

/** The provider's own news feed; the site shows the content API's news instead. */
export const getProviderNewsList = cache((locale: Locale, limit: number, offset: number): Promise<Page<News>> =>
  getList('provider', locale, '/news', { limit, offset }, newsSchema, 'provider-news'),
);

export const getOfficeList = cache(
  (locale: Locale, limit: number, offset: number, categoryId?: number): Promise<Page<Place>> =>
    getList('provider', locale, '/mudirlik', { limit, offset, category_id: categoryId }, placeSchema, 'offices'),
);

export const getOffice = cache((locale: Locale, id: number): Promise<Place | null> =>
  getDetail('provider', locale, `/mudirlik/${id}`, placeSchema, 'offices', id),
);

export const getBranchCategories = cache((locale: Locale): Promise<Page<Category>> =>
  getList('provider', locale, '/branchcategory', {}, categorySchema, 'branch-categories'),
);

/** Null when the category does not exist. */
export const getCategoryBranchList = cache(
  (locale: Locale, categoryId: number, limit: number, offset: number): Promise<Page<Place> | null> =>
    orNullIfMissing(
      getList('provider', locale, `/branchcategory/${categoryId}`, { limit, offset }, placeSchema, 'branches'),
    ),
);

export const getBranchList = cache((locale: Locale, limit: number, offset: number): Promise<Page<Place>> =>
  getList('provider', locale, '/branch', { limit, offset }, placeSchema, 'branches'),
);

export const getBranch = cache((locale: Locale, id: number): Promise<Place | null> =>
  getDetail('provider', locale, `/branch/${id}`, placeSchema, 'branches', id),
);

/** Without a limit, the whole list. */
export const getServiceList = cache((locale: Locale, limit?: number, offset?: number): Promise<Page<Service>> =>
  getList('provider', locale, '/service', { limit, offset }, serviceSchema, 'services'),
);

export const getService = cache((locale: Locale, id: number): Promise<Service | null> =>
  getDetail('provider', locale, `/service/${id}`, serviceSchema, 'services', id),
);

export const getFaqList = cache((locale: Locale): Promise<Page<Faq>> =>
  getList('provider', locale, '/faq', {}, faqSchema, 'faq'),
);

export const getSlides = cache((locale: Locale): Promise<Page<Slide>> =>
  getList('provider', locale, '/slider', {}, slideSchema, 'slides'),
);

export const getCompetitionList = cache((locale: Locale, limit: number, offset: number): Promise<Page<Competition>> =>
  getList('provider', locale, '/competition', { limit, offset }, competitionSchema, 'competitions'),
);

export const getCompetition = cache((locale: Locale, id: number): Promise<Competition | null> =>
  getDetail('provider', locale, `/competition/${id}`, competitionSchema, 'competitions', id),
);

export const getCourseList = cache((locale: Locale, limit: number, offset: number): Promise<Page<Course>> =>
  getList('provider', locale, '/course', { limit, offset }, courseSchema, 'courses'),
);

export const getCourse = cache((locale: Locale, id: number): Promise<Course | null> =>
  getDetail('provider', locale, `/course/${id}`, courseSchema, 'courses', id),
);

/** Without a limit, the whole list. */
export const getAdvertisementList = cache(
  (locale: Locale, limit?: number, offset?: number): Promise<Page<Advertisement>> =>
    getList('provider', locale, '/mahabat', { limit, offset }, advertisementSchema, 'advertisements'),
);

export const getAdvertisement = cache((locale: Locale, id: number): Promise<Advertisement | null> =>
  getDetail('provider', locale, `/mahabat/${id}`, advertisementSchema, 'advertisements', id),
);
