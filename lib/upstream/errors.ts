export const NO_RESPONSE_MESSAGE = 'No response received from server';

export type UpstreamApi = 'provider' | 'content';

/**
 * An upstream call that did not give a usable answer. `status` is the HTTP status when
 * the server answered at all; the message is the server's own where it sent one.
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly api: UpstreamApi;
  readonly path: string;
  readonly status: number | undefined;

  constructor(message: string, details: { api: UpstreamApi; path: string; status?: number; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.api = details.api;
    this.path = details.path;
    this.status = details.status;
  }
}

export function isUpstreamNotFound(error: unknown): boolean {
  return error instanceof UpstreamError && error.status === 404;
}
