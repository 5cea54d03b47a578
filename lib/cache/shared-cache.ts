/*
 * Apart from the cache handler so the start-up check and the readiness route can use it.
 * No `server-only` and no `@/` imports: Node loads the cache handler, and this file, directly.
 */
import { log } from '../observability/log.ts';
import { activeMetrics } from '../observability/metrics.ts';
import { processWide } from './process-wide.ts';

/** REDIS_URL, checked: unset or empty means no shared cache; a bad value throws, naming the variable. */
export function readRedisUrl(env: Record<string, string | undefined>): string | undefined {
  const value = env.REDIS_URL;
  if (!value) return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new Error('Invalid environment: REDIS_URL: must be a redis:// or rediss:// URL');
  }
  return value;
}

export type SharedCacheState = 'not configured' | 'connecting' | 'connected' | 'unavailable';

/** What the cache handler's client last reported, read by the readiness route's copy of this file. */
const availability = processWide<{ state?: 'connected' | 'unavailable' }>('sharedCacheAvailability', () => ({}));

/** Whether this instance reaches its shared cache now, as the cache handler's client last saw. */
export function sharedCacheState(env: Record<string, string | undefined> = process.env): SharedCacheState {
  if (!readRedisUrl(env)) return 'not configured';
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
