import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import NextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { availabilityLog, readRedisUrl } from './shared-cache.ts';

/**
 * Next's own cache handler (pages and answers in the build folder, with a memory cache in
 * front). Its file is CommonJS: imported from this ES module, the default is its exports.
 */
const FileSystemCache =
  (NextFileSystemCache as unknown as { default?: typeof NextFileSystemCache }).default ?? NextFileSystemCache;
type CacheHandlerContext = ConstructorParameters<typeof FileSystemCache>[0];

/** What Next's own cache keeps in memory (its `cacheMaxMemorySize` default), in bytes. */
const MEMORY_BYTES = 50 * 1024 * 1024;

/**
 * How long an answer is kept after its last refresh, in seconds. Past REVALIDATE_SECONDS it
 * is stale and refreshed on the next request, and a refresh that fails keeps serving it,
 * as Next's own cache does; the package's default (one and a half times the revalidation
 * time) would drop that last good answer a moment after it went stale.
 */
const estimateExpireAge = (staleAge: number) => Math.max(staleAge * 1.5, 24 * 60 * 60);

let sharedConfigured = false;

/**
 * The shared cache (REDIS_URL): the page cache and the data cache, which holds every upstream
 * answer with its tags, live in Redis and are shared by every instance. A page or an answer
 * stored by one is reused by all, and revalidating a tag on one deletes the tagged entries
 * for all.
 *
 * Redis is never awaited. Requests are served from this instance's memory while it is
 * unreachable (the Redis handler fails and the next handler answers), so the site keeps
 * serving, as it would without a shared cache; the client reconnects in the background.
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
 * Next's cache handler (next.config.ts sets it for every build). Which cache it is, is decided
 * when the server makes it, from the environment of the running server: the standalone
 * server keeps the configuration it was built with, so a REDIS_URL given only to the
 * container must still take effect. With REDIS_URL, the shared cache; without it, and while
 * building (the build never connects to Redis), Next's own.
 */
export default class SiteCacheHandler {
  constructor(context: CacheHandlerContext) {
    const url = readRedisUrl(process.env);
    const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
    // A constructor that returns an object makes `new` give that object: Next gets the chosen cache itself.
    if (url && !building) return new (sharedCacheHandler(url))(context);
    return new FileSystemCache({ ...context, maxMemoryCacheSize: context.maxMemoryCacheSize || MEMORY_BYTES });
  }
}
