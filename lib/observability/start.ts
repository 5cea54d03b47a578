import 'server-only';
import path from 'node:path';
import { madeUpPagesKept } from '@/lib/cache/made-up-memory';
import { cacheNamespace, readBuildId } from '@/lib/cache/namespace';
import { sharedCacheState, type SharedCacheState } from '@/lib/cache/shared-cache';
import { siteConfig } from '@/lib/runtime/site-config';
import { readObservabilityConfig } from './config';
import { consoleAsJson } from './console-as-json';
import { enableMetrics, exposition, readOnScrape } from './metrics';
import { startOpsServer } from './ops-server';
import { siteRouteOf } from './page-routes';
import { observeServerRequests } from './request-observer';
import { SERVING_STATES, servingState } from './serving-state';
import { observeUpstreamCalls, upstreamApiOf } from './upstream-calls';

const SHARED_CACHE_STATES: readonly SharedCacheState[] = ['not configured', 'connecting', 'connected', 'unavailable'];

/** 1 on the state an instance is in, 0 on the others: a gauge per state, as Prometheus reads states. */
const oneOf = <T extends string>(states: readonly T[], current: T) =>
  states.map((state) => ({ labels: { state }, value: state === current ? 1 : 0 }));

/** Where the site's own readiness answers, on this server's port. */
function readinessUrl(env: Record<string, string | undefined>): string {
  const host = !env.HOSTNAME || env.HOSTNAME === '0.0.0.0' || env.HOSTNAME === '::' ? 'localhost' : env.HOSTNAME;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT ?? 3000}/api/ready`;
}

/**
 * The server's eyes (docs/observability.md), from instrumentation.ts once the environment is
 * checked: log lines as JSON, each request's id and route, upstream calls followed, and, with
 * METRICS_PORT, the metrics and the instance's own port for them.
 */
export function startObservability(env: Record<string, string | undefined> = process.env): void {
  const config = readObservabilityConfig(env);
  // A developer reads plain text; every other server writes what a log search can read.
  if (env.NODE_ENV !== 'development') consoleAsJson();
  const metrics = config.metrics ? enableMetrics() : undefined;
  if (metrics || config.logRequests) {
    observeServerRequests({ routeOf: siteRouteOf, metrics, logRequests: config.logRequests });
  }
  const { providerApiUrl, contentApiUrl } = siteConfig();
  observeUpstreamCalls(upstreamApiOf({ provider: providerApiUrl, content: contentApiUrl }), metrics);
  if (!config.metrics) return;

  readOnScrape('site_serving_state', () => oneOf(SERVING_STATES, servingState(env).status));
  readOnScrape('site_shared_cache_state', () => oneOf(SHARED_CACHE_STATES, sharedCacheState(env)));
  readOnScrape('site_made_up_pages_cached', () => [{ value: madeUpPagesKept().size }]);
  const buildId = readBuildId(path.join(process.cwd(), env.NEXT_DIST_DIR || '.next', 'server'));
  const build = { build_id: buildId, namespace: cacheNamespace(buildId, env) };
  readOnScrape('site_build_info', () => [{ labels: build, value: 1 }]);
  startOpsServer({ ...config.metrics, readinessUrl: readinessUrl(env), exposition });
}
