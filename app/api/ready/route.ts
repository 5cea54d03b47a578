import { sharedCacheState } from '@/lib/cache/shared-cache';
import { upstreamConfig } from '@/lib/upstream/config';

/**
 * Readiness: whether this process can serve. Its configuration was checked at start-up (the
 * server does not start without it); with REDIS_URL, its shared cache must be reachable. The
 * upstreams are not asked: while they fail, the page cache still serves every page rendered
 * before, so an instance stays in service (their status is /api/upstreams).
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
