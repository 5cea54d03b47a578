import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { availabilityLog, readRedisUrl } from './shared-cache.ts';

/**
 * How long an answer is kept after its last refresh, in seconds. Past REVALIDATE_SECONDS it
 * is stale and refreshed on the next request, and a refresh that fails keeps serving it,
 * as Next's own cache does; the package's default (one and a half times the revalidation
 * time) would drop that last good answer a moment after it went stale.
 */
const estimateExpireAge = (staleAge: number) => Math.max(staleAge * 1.5, 24 * 60 * 60);

/**
 * Next's cache handler when REDIS_URL is set (see next.config.ts). The data cache, which
 * holds every upstream answer with its tags, then lives in Redis and is shared by every
 * instance: an answer fetched by one is reused by all, and revalidating a tag on one
 * deletes the tagged answers for all.
 *
 * Redis is never awaited. Requests are served from this instance's memory while it is
 * unreachable (the Redis handler fails and the next handler answers), so the site keeps
 * serving, as it would without a shared cache; the client reconnects in the background.
 */
CacheHandler.onCreation(() => {
  // Sized like Next's own in-memory cache (50 MB), which the shared cache replaces.
  const memory = createLruHandler({ maxItemSizeBytes: 50 * 1024 * 1024 });
  const url = readRedisUrl(process.env);
  // The build never waits for Redis: what it caches stays in its own memory.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [memory], ttl: { estimateExpireAge } };

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

export default CacheHandler;
