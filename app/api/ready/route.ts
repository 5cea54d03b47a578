import { sharedCacheState } from '@/lib/cache/shared-cache';
import { upstreamConfig } from '@/lib/upstream/config';

/**
 * Readiness: the shared cache, if any, must be reachable. Upstreams are not asked: while they
 * fail the page cache still serves, so an instance must stay in service
 * (docs/operating.md: Probes).
 */
export function GET() {
  upstreamConfig();
  const sharedCache = sharedCacheState();
  const ready = sharedCache === 'not configured' || sharedCache === 'connected';
  return Response.json(
    { status: ready ? 'ready' : 'unavailable', sharedCache },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
