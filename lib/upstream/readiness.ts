import 'server-only';
import { routing } from '@/lib/i18n/routing';
import { UpstreamError, type UpstreamApi } from './errors';
import { contentGet, providerGet } from './request';

export interface UpstreamReadiness {
  ok: boolean;
  /** The HTTP status the upstream answered with, when it answered. */
  status?: number;
  durationMs: number;
  message?: string;
}

/**
 * Whether each upstream answers now, past the cache, with the smallest real call it has:
 * the provider's category list, and one news item of the content API (which also proves
 * the publisher token is accepted).
 */
export async function checkUpstreams(): Promise<Record<UpstreamApi, UpstreamReadiness>> {
  const locale = routing.defaultLocale;
  const [provider, content] = await Promise.all([
    probe(() => providerGet(locale, '/branchcategory', {}, [], true)),
    probe(() => contentGet(locale, '/news/', { limit: 1, offset: 0 }, [], true)),
  ]);
  return { provider, content };
}

async function probe(call: () => Promise<unknown>): Promise<UpstreamReadiness> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    await call();
    return { ok: true, status: 200, durationMs: elapsed() };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { ok: false, status: error.status, durationMs: elapsed(), message: error.message };
  }
}
