/**
 * What the site asked the demo upstream, and when: for the test that proves one render of
 * a page makes each upstream call once, all at the same time. On with the fault control
 * (DEMO_FAULTS=1): GET REQUEST_LOG_PATH reads the log, DELETE empties it.
 */
export const REQUEST_LOG_PATH = '/__demo/requests';

export interface LoggedRequest {
  /** Path and query, as the site sent them. */
  path: string;
  /** Milliseconds on the server's clock (performance.now()). */
  receivedAt: number;
  /** When the answer was sent; null while it is still being answered (or never is). */
  answeredAt: number | null;
  /** The W3C trace context the site sent with it, if any: for the test of the site's traces. */
  traceparent: string | null;
  /** The id of the page request it was made for (X-Request-Id), if any: for following one request. */
  requestId: string | null;
}

/** What the site sent along with a request, as the log keeps it. */
export type RequestContextHeaders = Partial<Pick<LoggedRequest, 'traceparent' | 'requestId'>>;

export class RequestLog {
  #entries: LoggedRequest[] = [];

  /** Notes a request; call the returned function when its answer has been sent. */
  start(path: string, { traceparent = null, requestId = null }: RequestContextHeaders = {}): () => void {
    const entry: LoggedRequest = { path, receivedAt: performance.now(), answeredAt: null, traceparent, requestId };
    this.#entries.push(entry);
    return () => {
      entry.answeredAt = performance.now();
    };
  }

  entries(): LoggedRequest[] {
    return this.#entries.map((entry) => ({ ...entry }));
  }

  clear(): void {
    this.#entries = [];
  }
}

/** Media are left out: the browser fetches them, not the render. */
export function isLoggedPath(path: string): boolean {
  return !path.startsWith('/media/') && !path.startsWith('/__demo/');
}
