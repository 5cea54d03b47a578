import { sharedCacheState } from '@/lib/cache/shared-cache';
import { upstreamConfig } from '@/lib/upstream/config';

/**
 * Readiness: this instance serves pages now. Soft dependencies never make it unready, or every
 * instance would leave the balancer at once: a shared cache that is away makes it `degraded`
 * (pages come from its own memory), and upstreams are not asked, since the page cache serves
 * while they fail (docs/operating.md: Probes).
 */
export function GET() {
  upstreamConfig();
  const sharedCache = sharedCacheState();
  const degraded = sharedCache === 'unavailable' || sharedCache === 'connecting';
  return Response.json(
    { status: degraded ? 'degraded' : 'ready', sharedCache },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
