import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { withBoundedMadeUpPages } from './made-up-pages.ts';
import { FileSystemCache, type CacheHandlerContext, type SiteCache } from './next-cache.ts';
import { cacheNamespace, readBuildId, withNamespace } from './namespace.ts';
import { withFoldersRemembered } from './remembered-folders.ts';
import { MEMORY_BYTES, sharedCacheFor } from './redis-cache.ts';
import { countCacheLookup } from '../observability/metrics.ts';
import { readRedisConfig } from './shared-cache.ts';

/**
 * Chooses from the running server's environment, not the build's: the standalone server keeps
 * its build-time config, yet a REDIS_URL (or REDIS_SENTINELS) given only to the container must count. The build
 * itself never connects to Redis. Either way the cache holds only what this build made with this
 * configuration (./namespace.ts).
 */
export function createSiteCache(
  context: CacheHandlerContext,
  env: Record<string, string | undefined> = process.env,
): SiteCache {
  const namespace = cacheNamespace(readBuildId(context.serverDistDir), env);
  const redis = readRedisConfig(env);
  if (redis && env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) return sharedCacheFor(redis, namespace);
  return withLookupsCounted(
    withNamespace(
      new FileSystemCache({
        ...context,
        ...(context.fs ? { fs: withFoldersRemembered(context.fs) } : {}),
        maxMemoryCacheSize: context.maxMemoryCacheSize || MEMORY_BYTES,
      }),
      namespace,
    ),
  );
}

/**
 * Next's file-system cache, its lookups counted as the `local` layer. It keeps no revalidate time
 * of a page (Next finds it elsewhere), so only an upstream answer can be told stale here.
 */
export function withLookupsCounted(cache: SiteCache): SiteCache {
  return {
    async get(key, ctx) {
      const entry = await cache.get(key, ctx);
      const value = entry?.value as { kind?: string; revalidate?: number } | null | undefined;
      const stale =
        value?.kind === 'FETCH' &&
        typeof value.revalidate === 'number' &&
        entry!.lastModified + value.revalidate * 1000 < Date.now();
      countCacheLookup('local', ctx.kind, !entry ? 'miss' : stale ? 'stale' : 'hit');
      return entry;
    },
    set: (...args) => cache.set(...args),
    revalidateTag: (...args) => cache.revalidateTag(...args),
    resetRequestCache: () => cache.resetRequestCache(),
  };
}

/**
 * Next needs a class it can construct (once per request); each passes its calls to the chosen
 * cache, 404 pages apart in a bounded memory.
 */
export default class SiteCacheHandler implements SiteCache {
  readonly #cache: SiteCache;

  constructor(context: CacheHandlerContext) {
    this.#cache = withBoundedMadeUpPages(createSiteCache(context));
  }

  get(...args: Parameters<SiteCache['get']>) {
    return this.#cache.get(...args);
  }

  set(...args: Parameters<SiteCache['set']>) {
    return this.#cache.set(...args);
  }

  revalidateTag(...args: Parameters<SiteCache['revalidateTag']>) {
    return this.#cache.revalidateTag(...args);
  }

  resetRequestCache() {
    this.#cache.resetRequestCache();
  }
}
