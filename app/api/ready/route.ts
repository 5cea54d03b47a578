import { servingState } from '@/lib/observability/serving-state';
import { siteConfig } from '@/lib/runtime/site-config';

/**
 * Readiness: this instance serves pages now, `serving` or `degraded`. Soft dependencies never
 * make it unready, or every instance would leave the balancer at once: a shared cache that is
 * away makes it `degraded` (pages come from its own memory), and upstreams are not asked, since
 * the page cache serves while they fail. Not serving is no answer, or a 5xx
 * (docs/observability.md: Health).
 */
export function GET() {
  siteConfig();
  return Response.json(servingState(), { headers: { 'Cache-Control': 'no-store' } });
}
