/*
 * No `server-only` and no `@/` imports: Node loads the cache handler, and this file, directly.
 *
 * What the site knows of Next's page and data cache, in one place: the only module of the cache
 * that imports Next's internals (eslint.config.mjs holds the others to that), and what Next's
 * entries look like. Next 16.4.6 has no public export of these; cache-handler.test.ts fails if an
 * upgrade moves them.
 */
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import type { CacheFs } from 'next/dist/shared/lib/utils.js';

export type { CacheFs };

/** Next's own file-system cache; CommonJS, so from an ES module its default may be the exports object. */
export const FileSystemCache =
  (nextFileSystemCache as unknown as { default?: typeof nextFileSystemCache }).default ?? nextFileSystemCache;

/** What Next gives a cache handler's constructor. */
export type CacheHandlerContext = ConstructorParameters<typeof FileSystemCache>[0];

/** What Next 16.4.6 calls on a `cacheHandler`. */
export type SiteCache = Pick<
  InstanceType<typeof FileSystemCache>,
  'get' | 'set' | 'revalidateTag' | 'resetRequestCache'
>;

/** Where Next keeps a page's cache tags: in a header of the page. */
const TAGS_HEADER = 'x-next-cache-tags';

/** A page, or a route's answer kept as pages are (a competition's calendar): both have a status. */
export function isPage(value: unknown): value is { kind: 'APP_PAGE' | 'APP_ROUTE'; status?: number } {
  const kind = (value as { kind?: string } | null)?.kind;
  return kind === 'APP_PAGE' || kind === 'APP_ROUTE';
}

/** A page's cache tags. */
export function pageTags(value: unknown): string[] {
  const header = (value as { headers?: Record<string, unknown> }).headers?.[TAGS_HEADER];
  if (Array.isArray(header)) return header.map(String);
  return typeof header === 'string' ? header.split(',') : [];
}
