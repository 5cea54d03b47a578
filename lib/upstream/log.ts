import { log } from '@/lib/observability/log';
import { activeMetrics } from '@/lib/observability/metrics';
import type { UpstreamApi } from './errors';

/** The data layer's log lines (lib/observability/log.ts); the token is in a header, never logged. */
export function logUpstreamFailure(event: {
  api: UpstreamApi;
  path: string;
  status: number | undefined;
  durationMs: number;
  message: string;
}): void {
  log('error', 'upstream_failure', event);
}

export function logDroppedItem(event: { source: string; index: number; issues: string[] }): void {
  log('warn', 'upstream_item_dropped', event);
}

export function logInvalidItem(event: { source: string; issues: string[] }): void {
  log('error', 'upstream_invalid_item', event);
}

/** `secret` tells a rotation's end: once no call sends the previous secret, it can be dropped. */
export function logRevalidation(tags: string[], secret: 'current' | 'previous'): void {
  activeMetrics()?.revalidations.inc({ outcome: 'done' });
  log('info', 'revalidated', { tags, secret });
}

/** A call of the revalidation hook without the right secret; what it sent is not logged. */
export function logRefusedRevalidation(): void {
  activeMetrics()?.revalidations.inc({ outcome: 'refused' });
  log('warn', 'revalidation_refused');
}
