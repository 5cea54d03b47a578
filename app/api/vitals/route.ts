import { errorFields, log } from '@/lib/observability/log';
import { activeMetrics } from '@/lib/observability/metrics';
import { siteRouteOf } from '@/lib/observability/page-routes';
import { receiveBeacon } from '@/lib/observability/web-vitals';

/**
 * Visitors' page-load figures (docs/performance.md: Real visitors' page loads). The same empty
 * answer whatever came: a beacon's sender reads no answer, and a stranger learns nothing from it.
 */
export async function POST(request: Request) {
  // Without the metrics port there is nowhere to count them: the beacon is not even read.
  const metrics = activeMetrics();
  if (metrics) {
    try {
      await receiveBeacon(request, { metrics, routeOf: siteRouteOf });
    } catch (error) {
      log('error', 'web_vitals_beacon_failed', errorFields(error));
    }
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
