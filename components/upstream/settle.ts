import { UpstreamError } from '@/lib/upstream';

export type Settled<T> = { ok: true; data: T } | { ok: false };

/**
 * Waits for the main data of a page. An upstream failure is returned as `{ok: false}`, so
 * that the page can still render its frame and say what failed; a bug is thrown on.
 */
export async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    if (error instanceof UpstreamError) return { ok: false };
    throw error;
  }
}
