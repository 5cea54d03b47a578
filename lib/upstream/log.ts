import type { UpstreamApi } from './errors';

/** One JSON line per event, for log collectors; the token is in a header, never logged. */
export function logUpstreamFailure(event: {
  api: UpstreamApi;
  path: string;
  status: number | undefined;
  durationMs: number;
  message: string;
}): void {
  console.error(JSON.stringify({ level: 'error', event: 'upstream_failure', ...event }));
}

export function logDroppedItem(event: { source: string; index: number; issues: string[] }): void {
  console.warn(JSON.stringify({ level: 'warn', event: 'upstream_item_dropped', ...event }));
}

export function logInvalidItem(event: { source: string; issues: string[] }): void {
  console.error(JSON.stringify({ level: 'error', event: 'upstream_invalid_item', ...event }));
}

export function logRevalidation(tags: string[]): void {
  console.info(JSON.stringify({ level: 'info', event: 'revalidated', tags }));
}

/** A call of the revalidation hook without the right secret; what it sent is not logged. */
export function logRefusedRevalidation(): void {
  console.warn(JSON.stringify({ level: 'warn', event: 'revalidation_refused' }));
}
