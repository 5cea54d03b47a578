/*
 * The request a piece of work is done for, wherever in the server it runs: the log lines it
 * writes and the upstream calls it makes carry its id. No `server-only` and no `@/` imports: the
 * cache handler, which Node loads directly, logs too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from '../cache/process-wide.ts';

export interface RequestContext {
  /** nginx's `$request_id` (X-Request-Id) when it is well formed, or one made here. */
  readonly requestId: string;
  /** The route pattern the request's path matches (lib/observability/page-routes.ts). */
  readonly route: string;
}

/** One store per process: the server's request hook, the cache handler and every bundle share it. */
export const requestContexts = processWide('requestContexts', () => new AsyncLocalStorage<RequestContext>());

/** The request being served where this runs; none at start-up or in a timer of no request. */
export const currentRequest = (): RequestContext | undefined => requestContexts.getStore();
