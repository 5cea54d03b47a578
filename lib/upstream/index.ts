/**
 * The data layer: every upstream call goes through these getters. Another upstream means another
 * folder, and each kind's upstream path and schema (lib/kinds/<kind>/).
 */
export * from '@/lib/kinds/getters';
export * from './provider';
export { UpstreamError, NO_RESPONSE_MESSAGE } from './errors';
export type { Page } from './parse';
export type { Category, Place, Slide } from './schemas';
