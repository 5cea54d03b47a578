import 'server-only';
import { routing } from '@/lib/i18n/routing';
import { NEWS } from '@/lib/kinds';
import { UpstreamError, type UpstreamApi } from './errors';
import { contentGet, providerGet } from './request';

export interface UpstreamReadiness {
  ok: boolean;
  /** The HTTP status the upstream answered with, when it answered. */
  status?: number;
  durationMs: number;
  message?: string;
}

/** Each upstream's smallest real call, past the cache; the content one also proves the token is accepted. */
export async function checkUpstreams(): Promise<Record<UpstreamApi, UpstreamReadiness>> {
  const locale = routing.defaultLocale;
  const [provider, content] = await Promise.all([
    probe(() => providerGet(locale, '/branchcategory', { tags: [], fresh: true })),
    // The content API's lists end in a slash.
    probe(() =>
      contentGet(locale, `${NEWS.upstream.path}/`, { query: { limit: 1, offset: 0 }, tags: [], fresh: true }),
    ),
  ]);
  return { provider, content };
}

/** How long one check of the upstreams answers every status request, in milliseconds. */
export const UPSTREAM_STATUS_TTL_MS = 5000;

let lastCheck: { at: number; result: Promise<Record<UpstreamApi, UpstreamReadiness>> } | undefined;

/** One check serves every request for UPSTREAM_STATUS_TTL_MS, so probes never load the upstreams. */
export function upstreamStatus(now = Date.now()): Promise<Record<UpstreamApi, UpstreamReadiness>> {
  if (!lastCheck || now - lastCheck.at >= UPSTREAM_STATUS_TTL_MS) lastCheck = { at: now, result: checkUpstreams() };
  return lastCheck.result;
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
