import 'server-only';
import { BoundedMap } from '@/lib/cache/bounded-map';
import { processWide } from '@/lib/cache/process-wide';
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
  /**
   * What `read` reads the answer as, by name (a collection's list or item): given, an answer read
   * before at the same address and the same to the byte gives what it gave then, without reading
   * it again (`answersRead`). A name, not the schema itself: each route bundles its own copy of
   * the schemas, and what they read is plain data that every route can share.
   */
  readAs?: string;
}

/**
 * Requests whose last 2xx could not be read. Next's data cache keeps a 2xx as it came, so the
 * next one sends RETRY_HEADER (part of the cache key) to reach the upstream again. Bounded, as an
 * upstream could answer any number of addresses so: one dropped meets its kept unreadable answers
 * again and counts up past them, a failed answer for each.
 */
const unreadableAnswers = new BoundedMap<string, number>(1000);
const RETRY_HEADER = 'X-Retry-Attempt';

/**
 * Answers read, by request: the text and what it was read into, for the last READ_ANSWERS requests.
 * Next's data cache hands each render an answer's text anew, and the frame's (menus, contacts, the
 * news ticker) are the same on every page of a language: parsing and checking them again took
 * about 1 ms of every page made on request. A changed answer (revalidated, or refreshed from the
 * upstream) is read again, as the text differs; an item dropped from a list is logged once per
 * answer, not per render. The values are frozen: every render shares them. One map for the
 * process, whose routes each bundle a copy of this module.
 */
const READ_ANSWERS = 200;
const answersRead = processWide(
  'upstreamAnswersRead',
  () => new BoundedMap<string, { body: string; readAs: string; value: unknown }>(READ_ANSWERS),
);

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
  readAs,
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
  const readBefore = readAs && answersRead.get(request);
  if (readBefore && readBefore.readAs === readAs && readBefore.body === body) return readBefore.value as T;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (cause) {
    unreadableAnswers.set(request, (attempt ?? 0) + 1);
    return fail(NO_RESPONSE_MESSAGE, response.status, cause);
  }
  try {
    // The attempt number stays: without it the request would meet the unreadable answer again.
    const value = read(json);
    if (readAs) answersRead.set(request, { body, readAs, value: deepFreeze(value) });
    return value;
  } catch (error) {
    if (error instanceof UpstreamError) unreadableAnswers.set(request, (attempt ?? 0) + 1);
    throw error;
  }
}

/** `value` and everything in it made read-only, so that a render changing what others share fails at once. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
