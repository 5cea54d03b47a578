/*
 * Whether this instance serves, told apart in three states (docs/observability.md: Health):
 * serving; degraded, when a soft dependency (the shared cache) is away and pages come from this
 * instance's memory; not serving, which only a probe from outside can see (no answer, or a 5xx).
 * No `server-only` and no `@/` imports: instrumentation.ts reads it for the metrics.
 */
import { sharedCacheState, type SharedCacheState } from '../cache/shared-cache.ts';

export type ServingState = 'serving' | 'degraded' | 'not serving';

export const SERVING_STATES: readonly ServingState[] = ['serving', 'degraded', 'not serving'];

export function servingState(env: Record<string, string | undefined> = process.env): {
  status: Exclude<ServingState, 'not serving'>;
  sharedCache: SharedCacheState;
} {
  const sharedCache = sharedCacheState(env);
  const degraded = sharedCache === 'unavailable' || sharedCache === 'connecting';
  return { status: degraded ? 'degraded' : 'serving', sharedCache };
}
