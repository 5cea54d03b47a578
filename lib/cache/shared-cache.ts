/*
 * The shared cache's settings, state and log, apart from the cache handler so that the
 * start-up check, the readiness route and the tests can use them. No `server-only` and no
 * `@/` imports: Node loads the cache handler, and this file with it, directly.
 */

/**
 * REDIS_URL, checked: unset or empty means no shared cache. A value that is not a Redis
 * URL stops the server at start-up with a message naming the variable, as every other
 * variable does (lib/upstream/check-environment.ts).
 */
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

// The cache handler and the route handlers are separate module graphs in one process: the
// state they share lives on the process's global object.
const STATE = Symbol.for('site.sharedCacheState');
type WithState = typeof globalThis & { [STATE]?: 'connected' | 'unavailable' };

/** Whether this instance reaches its shared cache now, as the cache handler's client last saw. */
export function sharedCacheState(env: Record<string, string | undefined> = process.env): SharedCacheState {
  if (!readRedisUrl(env)) return 'not configured';
  return (globalThis as WithState)[STATE] ?? 'connecting';
}

export interface AvailabilityLog {
  up(): void;
  down(error: unknown): void;
}

/**
 * Logs when the shared cache becomes available or unavailable, once per change: the Redis
 * client reports every failed reconnection attempt, and an outage must be one line, not
 * one a second. The message may name the host, never the URL, which can hold a password.
 */
export function availabilityLog(): AvailabilityLog {
  let available: boolean | undefined;
  return {
    up() {
      (globalThis as WithState)[STATE] = 'connected';
      if (available === true) return;
      available = true;
      console.info(JSON.stringify({ level: 'info', event: 'shared_cache_connected' }));
    },
    down(error) {
      (globalThis as WithState)[STATE] = 'unavailable';
      if (available === false) return;
      available = false;
      const message = error instanceof Error ? error.message : String(error);
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'shared_cache_unavailable',
          message,
          fallback: 'memory of this instance',
        }),
      );
    },
  };
}
