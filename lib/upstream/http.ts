import 'server-only';
import { BoundedMap } from '@/lib/cache/bounded-map';
import { siteConfig } from '@/lib/runtime/site-config';
import { NO_RESPONSE_MESSAGE, UpstreamError, type UpstreamApi } from './errors';
import { logUpstreamFailure } from './log';

export interface UpstreamRequest<T = unknown> {
  api: UpstreamApi;
  url: URL;
  headers?: Record<string, string>;
  /** Cache tags, so that a collection or an item can be revalidated on demand. */
  tags: string[];
  /** Ask the upstream now, past the cache: for health checks. */
  fresh?: boolean;
  /** Reads the JSON into what the caller wants; throws an UpstreamError when it cannot. */
  read?: (json: unknown) => T;
}

/**
 * Requests whose last 2xx could not be read. Next's data cache keeps a 2xx as it came, so the
 * next one sends RETRY_HEADER (part of the cache key) to reach the upstream again. Bounded, as an
 * upstream could answer any number of addresses so: one dropped meets its kept unreadable answers
 * again and counts up past them, a failed answer for each.
 */
const unreadableAnswers = new BoundedMap<string, number>(1000);
const RETRY_HEADER = 'X-Retry-Attempt';

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
 * The only place that talks HTTP to the upstreams. Anything but readable 2xx JSON throws, so
 * neither callers nor Next's cache (which keeps the last good answer) mistake a failure for data.
 */
export async function fetchUpstreamJson<T = unknown>({
  api,
  url,
  headers,
  tags,
  fresh = false,
  read = (json) => json as T,
}: UpstreamRequest<T>): Promise<T> {
  const config = siteConfig();
  const path = url.pathname + url.search;
  const started = performance.now();
  const request = `${api} ${url.href}`;
  const attempt = unreadableAnswers.get(request);

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
      headers: { Accept: 'application/json', ...headers, ...(attempt ? { [RETRY_HEADER]: String(attempt) } : {}) },
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
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (cause) {
    unreadableAnswers.set(request, (attempt ?? 0) + 1);
    return fail(NO_RESPONSE_MESSAGE, response.status, cause);
  }
  try {
    // The attempt number stays: without it the request would meet the unreadable answer again.
    return read(json);
  } catch (error) {
    if (error instanceof UpstreamError) unreadableAnswers.set(request, (attempt ?? 0) + 1);
    throw error;
  }
}
