import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { upstreamConfig } from './config';
import { isUpstreamNotFound, type UpstreamApi } from './errors';
import { fetchUpstreamJson } from './http';
import { languageTag } from './language';

export type Query = Record<string, string | number | undefined>;

function withQuery(url: URL, query: Query): URL {
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

export interface Call {
  api: UpstreamApi;
  path: string;
}

/** Provider API: the language is the first path segment. */
export function providerGet(locale: Locale, path: string, query: Query, tags: string[]) {
  const url = withQuery(new URL(`${upstreamConfig().providerApiUrl}/${languageTag(locale)}/api${path}`), query);
  return fetchUpstreamJson({ api: 'provider', url, tags });
}

/** Content API: the language is a query parameter and the publisher credential a header. */
export function contentGet(locale: Locale, path: string, query: Query, tags: string[]) {
  const { contentApiUrl, contentApiToken } = upstreamConfig();
  const url = withQuery(new URL(`${contentApiUrl}${path}`), { ...query, lang: languageTag(locale) });
  return fetchUpstreamJson({ api: 'content', url, tags, headers: { Centralized: contentApiToken } });
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
