/*
 * Every request that reaches an upstream: counted with its time by API and outcome, logged, and
 * sent with the id of the page request it is made for. Seen through undici's diagnostics channels,
 * below Next's data cache: an answer that cache gives is no call, and a header added here is not
 * part of the cache's key (a request id in the fetch's own headers would make every key new).
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import { log } from './log.ts';
import type { SiteMetrics } from './metrics.ts';
import { REQUEST_ID_HEADER } from './request-observer.ts';
import { currentRequest, type RequestContext } from './request-context.ts';

export type UpstreamOutcome = 'ok' | 'not_found' | 'http_error' | 'no_answer';

/** The parts of undici's request that its channels' messages carry and that are read here. */
interface UndiciRequest {
  origin: string | URL;
  path: string;
  method: string;
  addHeader(name: string, value: string): unknown;
}

interface Call {
  api: string;
  started: bigint;
  request: RequestContext | undefined;
  status?: number;
}

export const outcomeOf = (status: number | undefined): UpstreamOutcome =>
  status === undefined
    ? 'no_answer'
    : status >= 200 && status < 300
      ? 'ok'
      : status === 404
        ? 'not_found'
        : 'http_error';

/**
 * Which upstream an address belongs to: the API whose base URL it starts with. Both may share a
 * host (the demo upstream serves both), so the path decides.
 */
export function upstreamApiOf(bases: Record<string, string>) {
  // The longest base first: one API's may lie below the other's.
  const prefixes = Object.entries(bases)
    .map(([api, base]) => ({ api, prefix: base.replace(/\/+$/, '') }))
    .sort((one, other) => other.prefix.length - one.prefix.length);
  return (address: string): string | undefined =>
    prefixes.find(
      ({ prefix }) => address === prefix || address.startsWith(`${prefix}/`) || address.startsWith(`${prefix}?`),
    )?.api;
}

/** Subscribes once per process; `apiOf` names the upstream of an address, or none for other hosts. */
export function observeUpstreamCalls(apiOf: (address: string) => string | undefined, metrics?: SiteMetrics): void {
  const calls = new WeakMap<UndiciRequest, Call>();
  const end = (request: UndiciRequest, error?: unknown) => {
    const call = calls.get(request);
    if (!call) return;
    calls.delete(request);
    const seconds = Number(process.hrtime.bigint() - call.started) / 1e9;
    const status = error ? undefined : call.status;
    const outcome = outcomeOf(status);
    metrics?.upstream.observe({ api: call.api, outcome }, seconds);
    log(
      outcome === 'ok' || outcome === 'not_found' ? 'info' : 'warn',
      'upstream_request',
      {
        api: call.api,
        method: request.method,
        path: request.path,
        status,
        durationMs: Math.round(seconds * 1e4) / 10,
        ...(error ? { message: error instanceof Error ? error.message : String(error) } : {}),
      },
      call.request,
    );
  };
  diagnosticsChannel.subscribe('undici:request:create', (message) => {
    const { request } = message as { request: UndiciRequest };
    const api = apiOf(`${String(request.origin).replace(/\/+$/, '')}${request.path}`);
    if (!api) return;
    const context = currentRequest();
    if (context) request.addHeader(REQUEST_ID_HEADER, context.requestId);
    calls.set(request, { api, started: process.hrtime.bigint(), request: context });
  });
  diagnosticsChannel.subscribe('undici:request:headers', (message) => {
    const { request, response } = message as { request: UndiciRequest; response: { statusCode: number } };
    const call = calls.get(request);
    if (call) call.status = response.statusCode;
  });
  diagnosticsChannel.subscribe('undici:request:trailers', (message) =>
    end((message as { request: UndiciRequest }).request),
  );
  diagnosticsChannel.subscribe('undici:request:error', (message) => {
    const { request, error } = message as { request: UndiciRequest; error: unknown };
    end(request, error);
  });
}
