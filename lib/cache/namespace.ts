/*
 * Whose entries a cache holds: one release (a build) with one configuration. No `server-only`
 * and no `@/` imports: Node loads the cache handler, and this file, directly.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteCache } from './next-cache.ts';
import { processWide } from './process-wide.ts';

/**
 * The variables that shape what a page or an upstream answer holds: where the content comes
 * from, whose it is (the token picks the publisher), where its pictures live and what its links
 * name. A change of any of them, like a new build, starts from an empty cache.
 */
export const SHAPING_VARIABLES = [
  'PROVIDER_API_URL',
  'CONTENT_API_URL',
  'CONTENT_API_TOKEN',
  'MEDIA_BASE_URL',
  'MEDIA_HOSTS',
  'SITE_URL',
] as const;

/**
 * A short name for one build run with one configuration. Hashed: the token is one of its parts,
 * and the name is written into Redis keys and cached pages' metadata.
 */
export function cacheNamespace(buildId: string, env: Record<string, string | undefined>): string {
  const parts = [buildId, ...SHAPING_VARIABLES.map((name) => `${name}=${env[name] ?? ''}`)].join('\0');
  // Next makes a cache handler for each request: hashing each time showed in a cached page's profile.
  const known = processWide('cacheNamespaces', () => new Map<string, string>());
  let namespace = known.get(parts);
  if (namespace === undefined) {
    namespace = createHash('sha256').update(parts).digest('base64url').slice(0, 16);
    known.set(parts, namespace);
  }
  return namespace;
}

/**
 * The build's id, which Next writes beside its `server` folder; a folder without one is no build
 * yet. Read once per folder: Next makes a cache handler per request.
 */
export function readBuildId(serverDistDir: string | undefined): string {
  if (!serverDistDir) return 'unbuilt';
  const ids = processWide('buildIds', () => new Map<string, string>());
  let id = ids.get(serverDistDir);
  if (id === undefined) {
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      id = 'unbuilt';
    }
    ids.set(serverDistDir, id);
  }
  return id;
}

/** Where a kept page's metadata names the namespace that made it. */
const NAMESPACE_HEADER = 'x-site-cache-namespace';

/** A page, or a route's answer kept as pages are: both carry headers in their metadata. */
function hasHeaders(value: unknown): value is { kind: 'APP_PAGE' | 'APP_ROUTE'; headers?: Record<string, unknown> } {
  const kind = (value as { kind?: string } | null)?.kind;
  return kind === 'APP_PAGE' || kind === 'APP_ROUTE';
}

/**
 * Next's file-system cache kept to what `namespace` made. Its upstream answers (`FETCH`) live in
 * `.next/cache`, which outlives a rebuild, so their keys take the namespace; its pages live in
 * the build's own `server` folder, beside those the build prerendered with the build's own
 * variables, so each page made here names its namespace and any other is a miss (made again).
 */
export function withNamespace(cache: SiteCache, namespace: string): SiteCache {
  const keyOf = (key: string, kind: unknown) => (kind === 'FETCH' ? `${namespace}-${key}` : key);
  return {
    async get(key, ctx) {
      const entry = await cache.get(keyOf(key, ctx.kind), ctx);
      if (!entry || !hasHeaders(entry.value)) return entry;
      const { [NAMESPACE_HEADER]: madeBy, ...headers } = entry.value.headers ?? {};
      if (madeBy !== namespace) return null;
      return { ...entry, value: { ...entry.value, headers } } as typeof entry;
    },
    set(key, data, ctx) {
      if (!hasHeaders(data)) return cache.set(keyOf(key, data?.kind), data, ctx);
      return cache.set(
        key,
        { ...data, headers: { ...data.headers, [NAMESPACE_HEADER]: namespace } } as typeof data,
        ctx,
      );
    },
    revalidateTag: (...args) => cache.revalidateTag(...args),
    resetRequestCache: () => cache.resetRequestCache(),
  };
}
