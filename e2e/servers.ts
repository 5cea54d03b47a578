/**
 * The servers the browser tests run against, all on loopback with ports of their own (so
 * a running `npm start` is left alone). One production build serves every site:
 * - the main site, fed by the demo upstream;
 * - the failure site, fed by a second demo upstream whose faults the tests switch, keeping
 *   pages and answers for one second;
 * - the stale site, on that same faulty upstream, to prove a page keeps being served from
 *   its last good render while the upstream fails;
 * - the revalidation site, given its secrets as files, fed by an editable demo upstream of its
 *   own (e2e/revalidate.spec.ts);
 * - two instances sharing one Redis cache, fed by another editable demo upstream, which
 *   e2e/shared-cache.spec.ts starts and stops itself, with the Redis server.;
 * - the brief site, fed by the main demo upstream (never failing), keeping pages for one
 *   second, for what happens when a cached page is made again;
 * - the standalone server of that build, as the container runs it, which one test starts;
 * - the deployment we ship (deploy/): nginx with deploy/nginx/site.conf in front of two
 *   instances sharing a Redis, fed by an editable demo upstream of their own, which
 *   e2e/topology.spec.ts starts and stops itself;
 * - a site with its metrics port (METRICS_PORT), which e2e/web-vitals.spec.ts starts and stops
 *   itself, to find its visits' page loads in its metrics.
 */
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4110);

export const E2E_TOKEN = 'e2e-publisher-token-6c1f0e';
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-4b9d2a';
/** What unlocks `/api/upstreams`'s details: a monitor's secret, apart from the hook's. */
export const E2E_STATUS_SECRET = 'e2e-status-secret-91c7d3';
/**
 * The browser tests' build, apart from the one `npm start` serves. Another folder (with other
 * E2E_SITE_PORT, E2E_DEMO_PORT and E2E_REDIS_PORT) lets a second run of the tests go on beside.
 */
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e';
/**
 * The secrets the revalidation site is given as files (`NAME_FILE`), as Docker and Kubernetes
 * mount them: its hook, its status details and its upstream token work only if each was read.
 */
export const E2E_SECRETS_DIR = `${E2E_DIST_DIR}-secrets`;
/** A copy of that build for one more site, whose page cache must not be another site's. */
export const siteDistDir = (site: string) => `${E2E_DIST_DIR}-${site}`;
export const DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT}`;
export const FAULTY_DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT + 1}`;
export const EDITABLE_DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT + 2}`;
export const SHARED_CACHE_DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT + 3}`;
export const TOPOLOGY_DEMO_ORIGIN = `http://127.0.0.1:${DEMO_PORT + 4}`;
/**
 * A second media host (MEDIA_HOSTS), as a CMS with a CDN has: the main demo's few absolute
 * media URLs name it. It is another demo, which serves the same media.
 */
export const EXTRA_MEDIA_ORIGIN = SHARED_CACHE_DEMO_ORIGIN;

export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const FAILURE_SITE_URL = `http://localhost:${SITE_PORT + 1}`;
export const STALE_SITE_URL = `http://localhost:${SITE_PORT + 2}`;
// An address, not the name `localhost`, as the image's HOSTNAME (0.0.0.0) is: see e2e/standalone.spec.ts.
export const STANDALONE_HOSTNAME = '127.0.0.1';
export const STANDALONE_SITE_URL = `http://${STANDALONE_HOSTNAME}:${SITE_PORT + 6}`;
export const REVALIDATION_SITE_URL = `http://localhost:${SITE_PORT + 3}`;
/**
 * The news items tests on the revalidation site need unmade or edit, by the name each test takes
 * its item under (e2e/support.ts, itemsByName): one list, as two files' tests share the site and
 * the editable demo behind it.
 */
export const REVALIDATION_SITE_NEWS = [
  'retitled, its own tag',
  'retitled, its collection',
  'retitled, found by search',
  'kept over an answer that is no JSON',
  'served from the page cache',
] as const;
export const BRIEF_SITE_URL = `http://localhost:${SITE_PORT + 9}`;
export const SITE_PORTS = {
  main: SITE_PORT,
  failure: SITE_PORT + 1,
  stale: SITE_PORT + 2,
  revalidation: SITE_PORT + 3,
  sharedCache: [SITE_PORT + 4, SITE_PORT + 5],
  standalone: SITE_PORT + 6,
  // More standalone servers, started by single tests of e2e/standalone.spec.ts.
  standaloneBadEnvironment: SITE_PORT + 7,
  standaloneRuntimeRedis: SITE_PORT + 8,
  brief: SITE_PORT + 9,
  // A site e2e/failures.spec.ts starts itself, to meet a search before its first index.
  fresh: SITE_PORT + 10,
  // e2e/topology.spec.ts: two instances, and nginx in front of them.
  topology: [SITE_PORT + 11, SITE_PORT + 12],
  topologyProxy: SITE_PORT + 13,
  // e2e/offline.spec.ts: a site it stops and starts, to take the network away from its worker.
  offline: SITE_PORT + 14,
  // e2e/rollout.spec.ts: an instance of each of two releases, and nginx in front of them.
  rollout: [SITE_PORT + 15, SITE_PORT + 16],
  rolloutProxy: SITE_PORT + 17,
  // e2e/web-vitals.spec.ts: a site it starts itself, whose metrics (on their own port) count only its visits.
  webVitals: SITE_PORT + 24,
  webVitalsMetrics: SITE_PORT + 25,
  // e2e/metrics.spec.ts: two instances, each with its metrics port, and Prometheus scraping them.
  metrics: [SITE_PORT + 18, SITE_PORT + 19],
  metricsPorts: [SITE_PORT + 26, SITE_PORT + 27],
  prometheus: SITE_PORT + 28,
  // e2e/traces.spec.ts: a site sending its traces to the collector the spec runs, and one with none.
  traces: SITE_PORT + 22,
  untraced: SITE_PORT + 23,
  otlpCollector: SITE_PORT + 29,
  // e2e/failover.spec.ts: two instances on a Redis whose master the sentinels replace.
  failover: [SITE_PORT + 31, SITE_PORT + 32],
} as const;
export const DEMO_PORTS = {
  main: DEMO_PORT,
  faulty: DEMO_PORT + 1,
  editable: DEMO_PORT + 2,
  sharedCache: DEMO_PORT + 3,
  topology: DEMO_PORT + 4,
  // Started by e2e/offline.spec.ts itself, whose edits no other test sees.
  offline: DEMO_PORT + 5,
  // Started by e2e/metrics.spec.ts, whose faults no other test meets.
  metrics: DEMO_PORT + 6,
  // Started by e2e/traces.spec.ts, whose request log tells the trace context each call came with.
  traces: DEMO_PORT + 7,
};
export const REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? 6380);
export const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
/** The topology test's own Redis, beside the shared-cache test's. */
export const TOPOLOGY_REDIS_PORT = REDIS_PORT + 1;
/** The rollout test's own Redis. */
export const ROLLOUT_REDIS_PORT = REDIS_PORT + 2;
/** The failover test's master and replica, and its three sentinels. */
export const FAILOVER_REDIS_PORTS = [REDIS_PORT + 3, REDIS_PORT + 4] as const;
export const FAILOVER_SENTINEL_PORTS = [REDIS_PORT + 5, REDIS_PORT + 6, REDIS_PORT + 7] as const;

/** Short, so that a failure test is quick; generous enough for a loaded CI machine. */
export const E2E_UPSTREAM_TIMEOUT_MS = 2500;

/** The variables a site of the browser tests runs with (and is built with: next.config.ts reads MEDIA_BASE_URL). */
export function siteEnvironment(upstream: string, revalidateSeconds: number): Record<string, string> {
  return {
    SITE_URL,
    PROVIDER_API_URL: `${upstream}/provider`,
    CONTENT_API_URL: `${upstream}/content/api/v1`,
    CONTENT_API_TOKEN: E2E_TOKEN,
    // Every demo serves the same media; the build allows these media hosts.
    MEDIA_BASE_URL: DEMO_ORIGIN,
    MEDIA_HOSTS: EXTRA_MEDIA_ORIGIN,
    UPSTREAM_TIMEOUT_MS: String(E2E_UPSTREAM_TIMEOUT_MS),
    REVALIDATE_SECONDS: String(revalidateSeconds),
    NEXT_DIST_DIR: E2E_DIST_DIR,
    // Set by the sites that need them, never inherited from the shell that runs the tests.
    REVALIDATE_SECRET: '',
    REDIS_URL: '',
    REDIS_SENTINELS: '',
    REDIS_SENTINEL_MASTER: '',
    REDIS_PASSWORD: '',
    REDIS_SENTINEL_PASSWORD: '',
  };
}

/**
 * e2e/container.spec.ts: the images of ../Dockerfile and deploy/, run with Podman on this
 * machine's network (so on loopback ports of their own, well apart from the ports above): the
 * site's container, nginx's in front of it and Redis's, fed by a demo upstream of their own,
 * which the spec starts itself.
 */
export const CONTAINER_PORTS = {
  site: SITE_PORT + 20,
  nginx: SITE_PORT + 21,
  // The site's metrics port: on loopback too, so not the image's 9464, which two runs would share.
  metrics: SITE_PORT + 30,
  demo: DEMO_PORT + 10,
  redis: REDIS_PORT + 10,
} as const;
