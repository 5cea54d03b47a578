export const NO_RESPONSE_MESSAGE = 'No response received from server';

export type UpstreamApi = 'provider' | 'content';

/** An upstream call without a usable answer; `status` is set only when the server answered. */
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

/** A failure of the upstream rather than of the site: what a page shows its failure message for. */
export function isUpstreamFailure(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}
