/*
 * Apart from the cache handler so the start-up check and the readiness route can use it.
 * No `server-only` and no `@/` imports: Node loads the cache handler, and this file, directly.
 */
import { log } from '../observability/log.ts';
import { activeMetrics } from '../observability/metrics.ts';
import { processWide } from './process-wide.ts';

/** A Redis server's or a sentinel's address. */
export interface RedisNode {
  host: string;
  port: number;
}

/** One Redis at one address (`redis://`, or `rediss://` for TLS), its password in the URL or apart. */
export interface RedisAddressConfig {
  url: string;
  password?: string;
}

/** The master that Redis Sentinel names, followed through its failovers (./redis-sentinel.ts). */
export interface RedisSentinelConfig {
  sentinels: RedisNode[];
  masterName: string;
  /** The data nodes' (master's and replicas') password. */
  password?: string;
  /** The sentinels' own password (their `requirepass`), when they have one. */
  sentinelPassword?: string;
}

export type RedisConfig = RedisAddressConfig | RedisSentinelConfig;

class RedisConfigError extends Error {
  constructor(names: string, problem: string) {
    super(`Invalid environment: ${names}: ${problem}`);
  }
}

/**
 * The shared cache's Redis from REDIS_URL or REDIS_SENTINELS, checked: neither means no shared
 * cache; a bad or contradictory value throws, naming the variables (never a password's value).
 */
export function readRedisConfig(env: Record<string, string | undefined>): RedisConfig | undefined {
  const url = env.REDIS_URL || undefined;
  const sentinels = env.REDIS_SENTINELS || undefined;
  const password = env.REDIS_PASSWORD || undefined;
  if (url && sentinels) throw new RedisConfigError('REDIS_URL, REDIS_SENTINELS', 'give one of them, not both');
  if (!sentinels) {
    for (const name of ['REDIS_SENTINEL_MASTER', 'REDIS_SENTINEL_PASSWORD']) {
      if (env[name]) throw new RedisConfigError(name, 'is read only with REDIS_SENTINELS');
    }
  }
  if (url) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (parsed?.protocol !== 'redis:' && parsed?.protocol !== 'rediss:') {
      throw new RedisConfigError('REDIS_URL', 'must be a redis:// or rediss:// URL');
    }
    if (password && parsed.password) {
      throw new RedisConfigError('REDIS_URL, REDIS_PASSWORD', 'the URL holds a password already: give it in one place');
    }
    return { url, ...(password && { password }) };
  }
  if (sentinels) {
    const masterName = env.REDIS_SENTINEL_MASTER;
    if (!masterName) {
      throw new RedisConfigError(
        'REDIS_SENTINEL_MASTER',
        "required with REDIS_SENTINELS: the master's name in the sentinels' configuration, e.g. site-cache",
      );
    }
    const sentinelPassword = env.REDIS_SENTINEL_PASSWORD || undefined;
    return {
      sentinels: readNodes(sentinels),
      masterName,
      ...(password && { password }),
      ...(sentinelPassword && { sentinelPassword }),
    };
  }
  if (password) throw new RedisConfigError('REDIS_PASSWORD', 'is read only with REDIS_URL or REDIS_SENTINELS');
  return undefined;
}

/** `host:port` pairs apart by commas or spaces; an IPv6 address in brackets, as in a URL. */
function readNodes(value: string): RedisNode[] {
  const invalid = new RedisConfigError(
    'REDIS_SENTINELS',
    'must be host:port pairs apart by commas, e.g. sentinel-1:26379,sentinel-2:26379,sentinel-3:26379',
  );
  const nodes = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((pair) => {
      const match = /^(\[[0-9a-fA-F:]+\]|[^:[\]]+):(\d{1,5})$/.exec(pair);
      const port = Number(match?.[2]);
      if (!match || port < 1 || port > 65_535) throw invalid;
      return { host: match[1]!.replace(/^\[(.*)\]$/, '$1'), port };
    });
  if (nodes.length === 0) throw invalid;
  return nodes;
}

export type SharedCacheState = 'not configured' | 'connecting' | 'connected' | 'unavailable';

/** What the cache handler's client last reported, read by the readiness route's copy of this file. */
const availability = processWide<{ state?: 'connected' | 'unavailable' }>('sharedCacheAvailability', () => ({}));

/** Whether this instance reaches its shared cache now, as the cache handler's client last saw. */
export function sharedCacheState(env: Record<string, string | undefined> = process.env): SharedCacheState {
  if (!readRedisConfig(env)) return 'not configured';
  return availability.state ?? 'connecting';
}

export interface AvailabilityLog {
  /** An answer: after a write's, Redis takes writes again; a read's does not say so. */
  up(answered?: { write: boolean }): void;
  down(error: unknown): void;
}

/** What went wrong with Redis, from a closed set: the label of the errors' metric and log line. */
export type SharedCacheErrorKind =
  'timeout' | 'connection' | 'read_only' | 'out_of_memory' | 'loading' | 'auth' | 'error_reply' | 'other';

/**
 * Kinds by what node-redis and Redis say: a replica promoted away from (READONLY), a full memory
 * (OOM), a Redis loading its data (LOADING), a wrong password; any other answer of Redis's an
 * `error_reply`; a closed or refused connection `connection`.
 */
export function sharedCacheErrorKind(error: unknown): SharedCacheErrorKind {
  if (!(error instanceof Error)) return /socket|closed|connect/i.test(String(error)) ? 'connection' : 'other';
  if (error.name === 'RedisTimeout') return 'timeout';
  const { message } = error;
  if (message.startsWith('READONLY')) return 'read_only';
  if (message.startsWith('OOM')) return 'out_of_memory';
  if (message.startsWith('LOADING')) return 'loading';
  if (/^(NOAUTH|WRONGPASS|NOPERM)/.test(message)) return 'auth';
  if (error.constructor.name === 'ErrorReply' || error.constructor.name === 'SimpleError') return 'error_reply';
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' ||
    /ClientClosed|ClientOffline|SocketClosed|ConnectionTimeout/.test(error.constructor.name) ||
    /socket|closed|offline|connect/i.test(message)
  ) {
    return 'connection';
  }
  return 'other';
}

/**
 * Logs once per change of state (or of the kind of error): the client reports every failed
 * reconnection and every command fails while Redis is away, and an outage must be one line, not
 * one a request. Every error counts in the metrics. Never log the URL: it can hold a password.
 */
export function availabilityLog(): AvailabilityLog {
  let available: boolean | undefined;
  let downKind: SharedCacheErrorKind | undefined;
  return {
    up(answered = { write: true }) {
      // Reads of a replica still answer while it refuses writes: only a write says it is over.
      if (downKind === 'read_only' && !answered.write) return;
      availability.state = 'connected';
      if (available === true) return;
      available = true;
      downKind = undefined;
      log('info', 'shared_cache_connected');
    },
    down(error) {
      availability.state = 'unavailable';
      const kind = sharedCacheErrorKind(error);
      activeMetrics()?.sharedCacheErrors.inc({ kind });
      if (available === false && downKind === kind) return;
      available = false;
      downKind = kind;
      log('error', 'shared_cache_unavailable', {
        kind,
        message: error instanceof Error ? error.message : String(error),
        fallback: 'memory of this instance',
      });
    },
  };
}
