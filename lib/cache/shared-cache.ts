/*
 * Apart from the cache handler so the start-up check and the readiness route can use it.
 * No `server-only` and no `@/` imports: Node loads the cache handler, and this file, directly.
 */
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
  up(): void;
  down(error: unknown): void;
}

/**
 * Logs once per change: the client reports every failed reconnection, and an outage must be one
 * line, not one a second. Never log the URL: it can hold a password.
 */
export function availabilityLog(): AvailabilityLog {
  let available: boolean | undefined;
  return {
    up() {
      availability.state = 'connected';
      if (available === true) return;
      available = true;
      console.info(JSON.stringify({ level: 'info', event: 'shared_cache_connected' }));
    },
    down(error) {
      availability.state = 'unavailable';
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
