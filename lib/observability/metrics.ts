/*
 * What this instance has done, in Prometheus's format (docs/observability.md). Every label takes
 * its values from a closed set (a route's pattern, never an address), so that no visitor can make
 * the series grow. Several instances each expose their own; a figure of the whole site is the sum.
 * No `server-only` and no `@/` imports: Node loads the cache handler, which counts here, directly.
 */
import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { processWide } from '../cache/process-wide.ts';

/** Seconds, from a cached page (a few ms) to an upstream's time limit. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Core Web Vitals' own thresholds among the buckets, so that "good" and "poor" can be read off. */
const PAGE_LOAD_BUCKETS = [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20];
const INTERACTION_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5];
const LAYOUT_SHIFT_BUCKETS = [0, 0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/** A gauge's present value, read when Prometheus scrapes: the module that knows it registers here. */
type Reading = () => Array<{ labels?: Record<string, string>; value: number }>;

function createSiteMetrics() {
  const registry = new Registry();
  const readings = new Map<string, Reading>();
  const scrapedGauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        this.reset();
        for (const { labels, value } of readings.get(name)?.() ?? []) {
          if (labels) this.set(labels, value);
          else this.set(value);
        }
      },
    });
  collectDefaultMetrics({ register: registry });
  let utilization = performance.eventLoopUtilization();

  return {
    registry,
    readings,
    requests: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Requests this instance answered, by route pattern, method and status, with their time to the last byte.',
      labelNames: ['route', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    pageCacheRequests: new Counter({
      name: 'site_page_cache_requests_total',
      help: 'Requests for cacheable pages and routes, by route pattern and how the page cache met them: hit, stale (served while made again) or miss (made now).',
      labelNames: ['route', 'outcome'],
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'site_page_cache_answers_total',
      help: "Lookups in the cache handler's layers (redis, memory, local: the file-system cache), by kind of entry (page, route, fetch) and outcome: hit, stale or miss. The local layer tells stale from fresh only for upstream answers.",
      labelNames: ['layer', 'kind', 'outcome'],
      registers: [registry],
    }),
    upstream: new Histogram({
      name: 'site_upstream_request_duration_seconds',
      help: 'Requests that reached an upstream (not answered by the data cache), by API and outcome.',
      labelNames: ['api', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    sharedCacheErrors: new Counter({
      name: 'site_shared_cache_errors_total',
      help: 'Failed shared-cache (Redis) commands and connections, by kind of error.',
      labelNames: ['kind'],
      registers: [registry],
    }),
    revalidations: new Counter({
      name: 'site_revalidations_total',
      help: 'Calls of the revalidation hook, by outcome.',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    webVitals: {
      LCP: new Histogram({
        name: 'site_web_vitals_lcp_seconds',
        help: "Largest Contentful Paint of visitors' page loads, by route pattern and language.",
        labelNames: ['route', 'locale'],
        buckets: PAGE_LOAD_BUCKETS,
        registers: [registry],
      }),
      TTFB: new Histogram({
        name: 'site_web_vitals_ttfb_seconds',
        help: "Time to first byte of visitors' page loads, by route pattern and language.",
        labelNames: ['route', 'locale'],
        buckets: PAGE_LOAD_BUCKETS,
        registers: [registry],
      }),
      INP: new Histogram({
        name: 'site_web_vitals_inp_seconds',
        help: "Interaction to Next Paint of visitors' page views, by route pattern and language.",
        labelNames: ['route', 'locale'],
        buckets: INTERACTION_BUCKETS,
        registers: [registry],
      }),
      CLS: new Histogram({
        name: 'site_web_vitals_cls',
        help: "Cumulative Layout Shift of visitors' page views, by route pattern and language.",
        labelNames: ['route', 'locale'],
        buckets: LAYOUT_SHIFT_BUCKETS,
        registers: [registry],
      }),
    },
    webVitalsDropped: new Counter({
      name: 'site_web_vitals_dropped_total',
      help: 'Beacons of page-load figures not counted, by reason.',
      labelNames: ['reason'],
      registers: [registry],
    }),
    state: scrapedGauge(
      'site_serving_state',
      'Whether this instance serves (1 on the state it is in): serving, degraded (a soft dependency away) or not serving.',
      ['state'],
    ),
    sharedCacheState: scrapedGauge(
      'site_shared_cache_state',
      'The shared cache as this instance last reached it (1 on its state).',
      ['state'],
    ),
    searchDocuments: scrapedGauge('site_search_index_documents', 'Documents in the search index of each language.', [
      'locale',
    ]),
    searchAge: scrapedGauge(
      'site_search_index_age_seconds',
      "Seconds since each language's search index was last made.",
      ['locale'],
    ),
    madeUpPages: scrapedGauge(
      'site_made_up_pages_cached',
      'Pages whose address a request made up (404s, search results) kept in memory, of a bounded number.',
    ),
    build: scrapedGauge('site_build_info', 'The build and cache namespace this instance serves (always 1).', [
      'build_id',
      'namespace',
    ]),
    eventLoopUtilization: new Gauge({
      name: 'site_event_loop_utilization',
      help: 'Share of the time since the last scrape that the event loop was busy (0 to 1).',
      registers: [registry],
      collect() {
        const now = performance.eventLoopUtilization();
        this.set(performance.eventLoopUtilization(now, utilization).utilization);
        utilization = now;
      },
    }),
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;

/** One set per process: the cache handler, instrumentation and every route bundle count into it. */
export const siteMetrics = (): SiteMetrics => processWide('metrics', createSiteMetrics);

const metricsSwitch = processWide('metricsSwitch', () => ({ on: false }));

/** Counting starts with the metrics port (lib/observability/start.ts); without it nothing counts. */
export function enableMetrics(): SiteMetrics {
  metricsSwitch.on = true;
  return siteMetrics();
}

/** The metrics to count into, or none when this instance exposes none. */
export const activeMetrics = (): SiteMetrics | undefined => (metricsSwitch.on ? siteMetrics() : undefined);

export type CacheLayer = 'redis' | 'memory' | 'local';
export type CacheOutcome = 'hit' | 'stale' | 'miss';

const CACHE_KINDS: Record<string, string> = { APP_PAGE: 'page', APP_ROUTE: 'route', FETCH: 'fetch' };

/** One lookup in a layer of the cache handler, by Next's kind of entry (`APP_PAGE`, `FETCH`, ...). */
export function countCacheLookup(layer: CacheLayer, kind: string | undefined, outcome: CacheOutcome): void {
  activeMetrics()?.pageCache.inc({ layer, kind: CACHE_KINDS[kind ?? ''] ?? 'other', outcome });
}

export type ReadingName =
  | 'site_serving_state'
  | 'site_shared_cache_state'
  | 'site_search_index_documents'
  | 'site_search_index_age_seconds'
  | 'site_made_up_pages_cached'
  | 'site_build_info';

/** Lets the module that knows a present value (a size, an age, a state) give it at each scrape. */
export function readOnScrape(name: ReadingName, read: Reading): void {
  siteMetrics().readings.set(name, read);
}

/** The exposition of every metric, for the metrics port. */
export async function exposition(): Promise<{ body: string; contentType: string }> {
  const { registry } = siteMetrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
