import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import NextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { availabilityLog, readRedisUrl } from './shared-cache.ts';

/** Next's own file-system cache; CommonJS, so from this ES module its default may be the exports object. */
const FileSystemCache =
  (NextFileSystemCache as unknown as { default?: typeof NextFileSystemCache }).default ?? NextFileSystemCache;
type CacheHandlerContext = ConstructorParameters<typeof FileSystemCache>[0];

/** What Next's own cache keeps in memory (its `cacheMaxMemorySize` default), in bytes. */
const MEMORY_BYTES = 50 * 1024 * 1024;

/**
 * Keep an answer a day after its last refresh, so a failed refresh still serves the last good
 * one; the package's default (1.5× the revalidate time) drops it soon after it goes stale.
 */
const estimateExpireAge = (staleAge: number) => Math.max(staleAge * 1.5, 24 * 60 * 60);

let sharedConfigured = false;

/**
 * Page and data cache in Redis, shared by every instance (README: Several instances). Redis is
 * never awaited: while it is unreachable, the memory handler behind it answers.
 */
function sharedCacheHandler(url: string): typeof CacheHandler {
  if (sharedConfigured) return CacheHandler;
  sharedConfigured = true;
  CacheHandler.onCreation(() => {
    const memory = createLruHandler({ maxItemSizeBytes: MEMORY_BYTES });
    // Without the offline queue a command fails at once while disconnected, instead of waiting.
    const client = createClient({ url, disableOfflineQueue: true });
    const log = availabilityLog();
    client.on('ready', log.up);
    client.on('error', log.down);
    // A failed first attempt is reported through 'error' and retried by the client.
    client.connect().catch(() => {});
    const shared = createRedisHandler({ client, keyPrefix: 'site:', timeoutMs: 1000 });
    return { handlers: [shared, memory], ttl: { estimateExpireAge } };
  });
  return CacheHandler;
}

/**
 * Chooses the cache from the running server's environment, not the build's: the standalone
 * server keeps its build-time config, yet a REDIS_URL given only to the container must count.
 */
export default class SiteCacheHandler {
  constructor(context: CacheHandlerContext) {
    const url = readRedisUrl(process.env);
    const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
    // Returning an object from a constructor makes `new` yield it: Next gets the chosen cache itself.
    if (url && !building) return new (sharedCacheHandler(url))(context);
    return new FileSystemCache({ ...context, maxMemoryCacheSize: context.maxMemoryCacheSize || MEMORY_BYTES });
  }
}
