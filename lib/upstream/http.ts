import 'server-only';
import { upstreamConfig } from './config';
import { NO_RESPONSE_MESSAGE, UpstreamError, type UpstreamApi } from './errors';
import { logUpstreamFailure } from './log';

export interface UpstreamRequest {
  api: UpstreamApi;
  url: URL;
  headers?: Record<string, string>;
  /** Cache tags, so that a collection or an item can be revalidated on demand. */
  tags: string[];
  /** Ask the upstream now, past the cache: for health checks. */
  fresh?: boolean;
}

/** The server's own explanation, when its error body carries one. */
function serverMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      for (const key of ['detail', 'message'] as const) {
        const value = (parsed as Record<string, unknown>)[key];
        if (typeof value === 'string' && value.trim()) return value.trim();
      }
    }
  } catch {
    // Not JSON: there is no message to pass on.
  }
  return undefined;
}

/**
 * The only place that talks HTTP to the upstream APIs. Every request has a time-out,
 * answers are cached for REVALIDATE_SECONDS under the given tags, and anything but a
 * 2xx JSON answer becomes an UpstreamError, so that callers (and Next's cache, which
 * keeps the last good answer when a refresh throws) never mistake a failure for data.
 */
export async function fetchUpstreamJson({ api, url, headers, tags, fresh = false }: UpstreamRequest): Promise<unknown> {
  const config = upstreamConfig();
  const path = url.pathname + url.search;
  const started = performance.now();

  const fail = (message: string, status?: number, cause?: unknown): never => {
    if (status !== 404) {
      logUpstreamFailure({ api, path, status, durationMs: Math.round(performance.now() - started), message });
    }
    throw new UpstreamError(message, { api, path, status, cause });
  };

  let response: Response;
  let body: string;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(config.timeoutMs),
      ...(fresh ? { cache: 'no-store' as const } : { next: { revalidate: config.revalidateSeconds, tags } }),
    });
    // The time-out covers the body too: a server that sends headers and then stalls fails here.
    body = await response.text();
  } catch (cause) {
    return fail(NO_RESPONSE_MESSAGE, undefined, cause);
  }

  if (!response.ok) {
    return fail(serverMessage(body) ?? NO_RESPONSE_MESSAGE, response.status);
  }
  try {
    return JSON.parse(body) as unknown;
  } catch (cause) {
    return fail(NO_RESPONSE_MESSAGE, response.status, cause);
  }
}
