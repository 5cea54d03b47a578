/*
 * The shared cache: Redis first, this process's memory behind it (docs/operating.md: Several instances).
 * No `server-only` and no `@/` imports: Node loads the cache handler, and this file, directly.
 */
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { countCacheLookup, type CacheLayer } from '../observability/metrics.ts';
import { pageTags } from './next-cache.ts';
import { LAST_GOOD_ANSWER_SECONDS } from './page-cache-control.ts';
import { processWide } from './process-wide.ts';
import { followMaster, type CreateRedisClient, type RedisClient } from './redis-sentinel.ts';
import { availabilityLog, type AvailabilityLog, type RedisAddressConfig, type RedisConfig } from './shared-cache.ts';

/** What Next's own cache keeps in memory (its `cacheMaxMemorySize` default), in bytes. */
export const MEMORY_BYTES = 50 * 1024 * 1024;

/** The longest a cache call waits for Redis before this process's memory answers. */
export const TIMEOUT_MS = 1000;

/**
 * Every key of one namespace (a release with its configuration: ./namespace.ts) starts with its
 * name, so that an instance never serves what another release or configuration made, and an old
 * release's entries expire unread once it stops (its indexes are deleted a day after it stops).
 */
export function keyPrefix(namespace: string): string {
  return `site:${namespace}:`;
}

/**
 * The namespaces that used Redis lately, each with when it last did: a revalidation reaches each
 * of them, so that the hook called on one release during a rollout reaches the other too.
 */
export const NAMESPACES_KEY = 'site:namespaces';

/**
 * One namespace's tag indexes, as the Redis handler names them (its defaults): without an expiry,
 * so that `volatile-lru` never evicts them, and pruned only by the namespace's own instances.
 */
export function indexKeys(namespace: string): string[] {
  return ['__sharedTags__', '__sharedTagsTtl__', '__revalidated_tags__'].map((key) => keyPrefix(namespace) + key);
}

const DAY_SECONDS = 24 * 60 * 60;

/** How often an instance tells Redis that its namespace is in use, at most. */
const ANNOUNCE_EVERY_MS = 60_000;

/**
 * How often an instance drops its namespace's expired entries from the tag index, at most: the
 * package does it only on a revalidation, and the index is kept from eviction (compose.yaml's
 * `volatile-lru`), so without a hook call it would grow with every address ever cached.
 */
const PRUNE_INDEX_EVERY_MS = 60 * 60_000;

/** How long an entry without a revalidate time stays fresh: the package's default, a year. */
const DEFAULT_STALE_SECONDS = 365 * DAY_SECONDS;

export type { CreateRedisClient, RedisClient, RedisClientOptions } from './redis-sentinel.ts';

/** One store of the package (its Redis or its memory handler). */
type Layer = ReturnType<typeof createLruHandler>;
type Entry = Parameters<Layer['set']>[1];
type Value = Entry['value'];
type Lifespan = NonNullable<Entry['lifespan']>;

/** The parts of Next's `get` and `set` contexts that the shared cache reads. */
interface GetContext {
  kind: string;
  softTags?: string[];
}
interface SetContext {
  tags?: string[];
  cacheControl?: { revalidate?: number | false };
}

/** What Next calls on a cache handler, and the Redis client behind it. */
export interface SharedCache {
  readonly client: RedisClient;
  get(key: string, ctx: GetContext): Promise<Entry | null>;
  set(key: string, value: Value, ctx: SetContext): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

/**
 * Keep an answer a day after its last refresh, so a failed refresh still serves the last good
 * one; the package's default (1.5× the revalidate time) drops it soon after it goes stale.
 */
export function estimateExpireAge(staleAge: number): number {
  return Math.floor(Math.max(staleAge * 1.5, LAST_GOOD_ANSWER_SECONDS));
}

/**
 * A client that connects in the background and is never awaited: until it is ready, every
 * command fails at once and the memory behind it answers.
 */
export function connectRedis(
  { url, password }: RedisAddressConfig,
  createRedisClient: CreateRedisClient = createClient,
  log: AvailabilityLog = availabilityLog(),
): RedisClient {
  // Without the offline queue a command fails at once while disconnected, instead of waiting.
  const client = createRedisClient({ url, ...(password && { password }), disableOfflineQueue: true });
  client.on('ready', log.up);
  client.on('error', log.down);
  // A failed first attempt is reported through 'error' and retried by the client.
  client.connect().catch(() => {});
  return client;
}

/**
 * This process's connection to the Redis `config` names, and the log of its availability, made
 * on first use: one address, or the master the sentinels name (./redis-sentinel.ts).
 */
export function sharedClientFor(
  config: RedisConfig,
  createRedisClient?: CreateRedisClient,
): { client: RedisClient; log: AvailabilityLog } {
  const connections = processWide(
    'sharedClients',
    () => new Map<string, { client: RedisClient; log: AvailabilityLog }>(),
  );
  const name = JSON.stringify(config);
  let connection = connections.get(name);
  if (!connection) {
    const log = availabilityLog();
    connection =
      'sentinels' in config
        ? followMaster(config, createRedisClient, log)
        : { client: connectRedis(config, createRedisClient, log), log };
    connections.set(name, connection);
  }
  return connection;
}

/**
 * This process's shared cache on the Redis `config` names, for `namespace`, made on first use:
 * Next makes a handler per request, and they must share one connection and one memory.
 * instrumentation.ts connects at server start, so the instance reports its state before any page
 * is asked for.
 */
export function sharedCacheFor(
  config: RedisConfig,
  namespace: string,
  createRedisClient?: CreateRedisClient,
): SharedCache {
  const caches = processWide('sharedCaches', () => new Map<string, SharedCache>());
  const name = `${namespace} ${JSON.stringify(config)}`;
  let cache = caches.get(name);
  if (!cache) {
    const { client, log } = sharedClientFor(config, createRedisClient);
    cache = createSharedCache(client, namespace, log);
    caches.set(name, cache);
  }
  return cache;
}

/**
 * Redis first, memory behind: what the package's `CacheHandler` does for the App Router, without
 * its one configuration per process, so that each cache made here stands on its own. Redis's
 * answers tell `log` what the client cannot: a Redis that holds the connection but stops
 * answering raises no client event, only timeouts.
 */
export function createSharedCache(client: RedisClient, namespace: string, log?: AvailabilityLog): SharedCache {
  const redisOf = (name: string) => {
    const redis = createRedisHandler({
      client,
      keyPrefix: keyPrefix(name),
      timeoutMs: TIMEOUT_MS,
      // An entry and its expiry in one command: an entry left without one by a failed second
      // command could never be evicted under `volatile-lru`, nor expire.
      keyExpirationStrategy: 'EXAT',
    });
    return {
      ...redis,
      get: (...args: Parameters<Layer['get']>) => reported(redis.get(...args), log, { write: false }),
      set: (...args: Parameters<Layer['set']>) => reported(redis.set(...args), log, { write: true }),
      revalidateTag: (...args: Parameters<Layer['revalidateTag']>) =>
        reported(redis.revalidateTag(...args), log, { write: true }),
    };
  };
  const redis = redisOf(namespace);
  const layers: Layer[] = [
    redis,
    // The whole memory's size, despite the option's name (it is lru-cache's `maxSize`).
    createLruHandler({ maxItemSizeBytes: MEMORY_BYTES }),
  ];
  const layerNames: CacheLayer[] = ['redis', 'memory'];
  const otherNamespaces = new Map<string, Layer>();
  let announcedAt = 0;
  let prunedAt = Date.now();
  /**
   * Forgets the namespaces unused since `since` and deletes their indexes: their entries expire
   * on their own, the indexes never would. Read and removed in one transaction, so that a
   * namespace announced meanwhile keeps its index.
   */
  const forgetNamespacesUnusedSince = async (since: number) => {
    const [unused] = await client
      .multi()
      .zRangeByScore(NAMESPACES_KEY, '-inf', since)
      .zRemRangeByScore(NAMESPACES_KEY, '-inf', since)
      .execTyped();
    const indexes = unused.filter((name) => name !== namespace).flatMap(indexKeys);
    if (indexes.length > 0) await client.unlink(indexes);
  };
  /**
   * Tells Redis this namespace is in use, once a minute at most; once an hour, prunes its index
   * and forgets the namespaces unused for a day. Never waited for.
   */
  const announce = () => {
    if (!client.isReady || Date.now() - announcedAt < ANNOUNCE_EVERY_MS) return;
    announcedAt = Date.now();
    client.zAdd(NAMESPACES_KEY, { score: announcedAt, value: namespace }).catch(() => (announcedAt = 0));
    if (announcedAt - prunedAt < PRUNE_INDEX_EVERY_MS) return;
    prunedAt = announcedAt;
    redis.prepare?.().catch(() => {});
    forgetNamespacesUnusedSince(announcedAt - DAY_SECONDS * 1000).catch(() => {});
  };
  /** Redis's part of the other namespaces used within a day; none while Redis is away. */
  const otherLayers = async (): Promise<Layer[]> => {
    if (!client.isReady) return [];
    const since = Date.now() - DAY_SECONDS * 1000;
    try {
      const [, names] = await withinTimeout(
        Promise.all([forgetNamespacesUnusedSince(since), client.zRangeByScore(NAMESPACES_KEY, since, '+inf')]),
      );
      return names
        .filter((name) => name !== namespace)
        .map((name) => otherNamespaces.get(name) ?? otherNamespaces.set(name, redisOf(name)).get(name)!);
    } catch {
      return [];
    }
  };
  return {
    client,
    async get(key, ctx) {
      announce();
      const meta = { implicitTags: ctx.softTags ?? [] };
      for (const [index, layer] of layers.entries()) {
        let entry: Entry | null | undefined;
        try {
          entry = await layer.get(key, meta);
        } catch {
          // Unreachable or silent: the layer behind answers.
          continue;
        }
        const now = Math.floor(Date.now() / 1000);
        if (entry?.lifespan && entry.lifespan.expireAt < now) {
          void Promise.allSettled(layers.map((each) => each.delete?.(key)));
          countCacheLookup(layerNames[index]!, ctx.kind, 'miss');
          return null;
        }
        countCacheLookup(
          layerNames[index]!,
          ctx.kind,
          !entry ? 'miss' : entry.lifespan && entry.lifespan.staleAt < now ? 'stale' : 'hit',
        );
        // A layer that answers has the last word, a miss too: a reachable Redis has dropped what
        // another instance revalidated, and this memory must not bring it back.
        return entry ?? null;
      }
      return null;
    },
    async set(key, value, ctx) {
      announce();
      const lastModified = Date.now();
      const entry: Entry = {
        lastModified,
        lifespan: lifespanOf(lastModified, revalidateOf(value, ctx)),
        tags: tagsOf(value, ctx),
        value,
      };
      await Promise.allSettled(layers.map((layer) => layer.set(key, entry)));
    },
    async revalidateTag(tags) {
      const list = typeof tags === 'string' ? [tags] : tags;
      // Looked up meanwhile: a Redis that stops answering costs one time limit, not two.
      const othersLookedUp = otherLayers();
      for (const tag of list) await Promise.allSettled(layers.map((layer) => layer.revalidateTag(tag)));
      const reached = await othersLookedUp;
      for (const tag of list) await Promise.allSettled(reached.map((layer) => layer.revalidateTag(tag)));
    },
    resetRequestCache() {},
  };
}

/**
 * Redis's answer within the time limit, told to `log`: an answer means up; a timeout, an error
 * answer (READONLY after a failover, OOM) or a refused command down, each by its kind.
 */
async function reported<T>(
  work: Promise<T>,
  log: AvailabilityLog | undefined,
  answered: { write: boolean },
): Promise<T> {
  try {
    const result = await withinTimeout(work);
    log?.up(answered);
    return result;
  } catch (error) {
    log?.down(error);
    throw error;
  }
}

class RedisTimeout extends Error {
  override name = 'RedisTimeout';
}

/**
 * The Redis handler's own `timeoutMs` stops only commands not yet sent: node-redis 5 drops the
 * timer once a command is on the socket, so a Redis that stops answering would hold every call.
 */
async function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeout(`No answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A fetch keeps its own revalidate time; a page or route gets it from Next's context. */
function revalidateOf(value: Value, ctx: SetContext): number | false | undefined {
  const kind: string | undefined = value?.kind;
  if (kind === 'FETCH') return (value as { revalidate?: number }).revalidate;
  if (kind === 'APP_PAGE' || kind === 'APP_ROUTE' || kind === 'PAGES') return ctx.cacheControl?.revalidate;
  return undefined;
}

function lifespanOf(lastModified: number, revalidate: number | false | undefined): Lifespan {
  const lastModifiedAt = Math.floor(lastModified / 1000);
  const staleAge = revalidate || DEFAULT_STALE_SECONDS;
  const expireAge = estimateExpireAge(staleAge);
  return {
    lastModifiedAt,
    staleAge,
    staleAt: lastModifiedAt + staleAge,
    expireAge,
    expireAt: lastModifiedAt + expireAge,
    revalidate,
  };
}

/** A page carries its tags in a header; a fetch gets them in Next's context. */
function tagsOf(value: Value, ctx: SetContext): string[] {
  return value?.kind === 'APP_PAGE' ? pageTags(value) : (ctx.tags ?? []);
}
