/** The data layer: every upstream call goes through these getters; another upstream means another folder. */
export * from '@/lib/kinds/getters';
export * from './provider';
export { UpstreamError, NO_RESPONSE_MESSAGE } from './errors';
export type { Page } from './parse';
export type { Category, Place, Slide } from './schemas';
