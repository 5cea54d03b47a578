import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/runtime/site-config';
import { isUpstreamNotFound, type UpstreamApi } from './errors';
import { fetchUpstreamJson } from './http';
import { upstreamLanguage } from '@/lib/i18n/language';
import { parseDetail, parseList, type Page } from './parse';
import { collectionTags, itemTags, type Collection } from './tags';

export type Query = Record<string, string | number | undefined>;

function withQuery(url: URL, query: Query): URL {
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** Reads an answer's JSON into what the caller wants, throwing an UpstreamError when it cannot. */
type Read<T> = (json: unknown) => T;

/** What one request asks for: its query, its cache tags, whether past the cache, and how its JSON is read. */
interface Ask<T> {
  query?: Query;
  tags: string[];
  fresh?: boolean;
  read?: Read<T>;
  /** What `read` reads the answer as, by name: an answer read before, the same to the byte, is not read again. */
  readAs?: string;
}

/** Provider API: the language is the first path segment. */
export function providerGet<T = unknown>(locale: Locale, path: string, { query = {}, ...ask }: Ask<T>) {
  const url = withQuery(new URL(`${siteConfig().providerApiUrl}/${upstreamLanguage(locale)}/api${path}`), query);
  return fetchUpstreamJson({ api: 'provider', url, ...ask });
}

/** Content API: the language is a query parameter and the publisher credential a header. */
export function contentGet<T = unknown>(locale: Locale, path: string, { query = {}, ...ask }: Ask<T>) {
  const { contentApiUrl, contentApiToken } = siteConfig();
  const url = withQuery(new URL(`${contentApiUrl}${path}`), { ...query, lang: upstreamLanguage(locale) });
  return fetchUpstreamJson({ api: 'content', url, ...ask, headers: { Centralized: contentApiToken } });
}

const GET: Record<UpstreamApi, typeof providerGet> = { provider: providerGet, content: contentGet };

/** One page of a collection, its items parsed (and the bad ones left out). */
export async function getList<T>(
  api: UpstreamApi,
  locale: Locale,
  path: string,
  query: Query,
  schema: z.ZodType<T>,
  collection: Collection,
): Promise<Page<T>> {
  return GET[api](locale, path, {
    query,
    tags: collectionTags(collection),
    read: (json) => parseList(json, schema, { api, path }),
    readAs: `${collection} list`,
  });
}

/** Item `id` of a collection, or null when the upstream does not have it. */
export async function getDetail<T>(
  api: UpstreamApi,
  locale: Locale,
  path: string,
  schema: z.ZodType<T>,
  collection: Collection,
  id: number,
): Promise<T | null> {
  return orNullIfMissing(
    GET[api](locale, path, {
      tags: itemTags(collection, id),
      read: (json) => parseDetail(json, schema, { api, path }),
      readAs: `${collection} item`,
    }),
  );
}

/**
 * A collection's getters: `list` one page of it (without a limit, the whole of it: the APIs page
 * only when asked to), `item` one by id. React's cache lets the layout, generateMetadata and the
 * page share one call per render.
 */
export function collection<T>(api: UpstreamApi, path: string, tag: Collection, schema: z.ZodType<T>) {
  // The content API's lists end in a slash.
  const listPath = api === 'content' ? `${path}/` : path;
  return {
    list: cache((locale: Locale, limit?: number, offset?: number): Promise<Page<T>> =>
      getList(api, locale, listPath, { limit, offset }, schema, tag),
    ),
    item: cache((locale: Locale, id: number): Promise<T | null> =>
      getDetail(api, locale, `${path}/${id}`, schema, tag, id),
    ),
  };
}

/** Missing is not failed: an upstream 404 becomes null, every other failure is thrown on. */
export async function orNullIfMissing<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isUpstreamNotFound(error)) return null;
    throw error;
  }
}
