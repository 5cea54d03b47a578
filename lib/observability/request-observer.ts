/*
 * Every request the server answers: its id (nginx's, or one made here) in the answer and in every
 * log line and upstream call made for it, and, once answered, its count and time by route pattern
 * and status, and one log line (docs/observability.md). No `server-only` and no `@/` imports:
 * instrumentation.ts installs it before any bundle runs.
 */
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { log } from './log.ts';
import type { SiteMetrics } from './metrics.ts';
import { requestContexts, type RequestContext } from './request-context.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id from outside is taken only in this shape (nginx's `$request_id` is 32 hex digits): a
 * stranger's header must not write what it likes into the log.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * The request's id: the proxy's when it sent a well-formed one, else 32 hex digits, as nginx
 * makes. From a random UUID, which Node draws from a pool: `randomBytes` per request cost a plain
 * server a tenth of its requests per second.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED_ID.test(header) ? header : randomUUID().replaceAll('-', '');
}

/** How Next's page cache met a request for a page or a route it keeps; absent for any other. */
const PAGE_CACHE_HEADER = 'x-nextjs-cache';

/** HIT, STALE, MISS, and REVALIDATED (made now, after the revalidation hook): a miss. */
export function pageCacheOutcome(header: unknown): 'hit' | 'stale' | 'miss' | undefined {
  if (header === 'HIT') return 'hit';
  if (header === 'STALE') return 'stale';
  if (header === 'MISS' || header === 'REVALIDATED') return 'miss';
  return undefined;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);

/** What a request's answer is counted and logged as; an answer cut off before its end is 499, as nginx says. */
export interface Answered {
  route: string;
  method: string;
  status: number;
  seconds: number;
}

export interface ObserverOptions {
  routeOf: (pathname: string) => string;
  /** Counted into these metrics; none when the metrics port is off. */
  metrics?: SiteMetrics;
  /** A `request` log line for each answer. */
  logRequests: boolean;
}

/**
 * The work around one request: `serve` runs inside its context, and the answer, when it ends, is
 * counted and logged.
 */
export function observeRequest(
  request: IncomingMessage,
  response: ServerResponse,
  options: ObserverOptions,
  serve: () => boolean,
): boolean {
  const started = process.hrtime.bigint();
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const context: RequestContext = {
    requestId: requestIdOf(request.headers[REQUEST_ID_HEADER]),
    route: options.routeOf(pathname),
  };
  response.setHeader(REQUEST_ID_HEADER, context.requestId);
  response.once('close', () => {
    const answered: Answered = {
      route: context.route,
      method: METHODS.has(request.method ?? '') ? request.method! : 'other',
      status: response.writableFinished ? response.statusCode : 499,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
    };
    if (options.metrics) {
      options.metrics.requests.observe(
        { route: answered.route, method: answered.method, status: String(answered.status) },
        answered.seconds,
      );
      const cached = pageCacheOutcome(response.getHeader(PAGE_CACHE_HEADER));
      if (cached) options.metrics.pageCacheRequests.inc({ route: answered.route, outcome: cached });
    }
    if (options.logRequests) {
      log(
        answered.status >= 500 ? 'error' : 'info',
        'request',
        {
          method: answered.method,
          path: pathname,
          status: answered.status,
          durationMs: Math.round(answered.seconds * 1e4) / 10,
        },
        context,
      );
    }
  });
  return requestContexts.run(context, serve);
}

const OBSERVED = Symbol.for('site.requestObserver');
/** A server whose requests are not the site's (the metrics port's own). */
export const UNOBSERVED = Symbol.for('site.unobservedServer');

/**
 * Wraps the 'request' event of every HTTP server in this process, as OpenTelemetry's HTTP
 * instrumentation does: Next 16 offers no hook that sees a request from its start to its answer
 * (its proxy runs only for some paths, and sees no answer). Once per process.
 */
export function observeServerRequests(options: ObserverOptions): void {
  const prototype = http.Server.prototype as http.Server & { [OBSERVED]?: true };
  if (prototype[OBSERVED]) return;
  prototype[OBSERVED] = true;
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function (this: http.Server & { [UNOBSERVED]?: true }, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request' || this[UNOBSERVED]) return emit.call(this, event, ...args);
    const [request, response] = args as [IncomingMessage, ServerResponse];
    return observeRequest(request, response, options, () => emit.call(this, event, ...args));
  } as typeof prototype.emit;
}
