/** The data layer: every upstream call goes through these getters; another upstream means another folder. */
export * from './content';
export * from './provider';
export { COLLECTIONS_WITH_PAGES, wholeCollections } from './every-item';
export { UpstreamError, NO_RESPONSE_MESSAGE } from './errors';
export type { Page } from './parse';
export type {
  Advertisement,
  Album,
  AlbumSummary,
  Article,
  Category,
  Competition,
  Course,
  Faq,
  News,
  Place,
  Service,
  Slide,
  Video,
} from './schemas';
