import type { Instrumentation } from 'next';

/**
 * Checks the Node and the environment once when the server starts, so that either fails loudly
 * and early; then starts the server's logs and metrics, connects the shared cache, so that
 * readiness tells its state with no traffic, and starts making the search indexes.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // First: on an older Node the server would say Ready, then answer 500 on every page.
    const { nodeVersionProblem } = await import('./lib/runtime/node-version');
    const problem = nodeVersionProblem({ version: process.versions.node, executable: process.execPath });
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
    const { exitOnBadEnvironment } = await import('./lib/upstream/check-environment');
    exitOnBadEnvironment();
    // A build connects to nothing and reads nothing for later.
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    // Before anything logs or serves: every line JSON, each request followed (docs/observability.md).
    (await import('./lib/observability/start')).startObservability();
    // Only where a collector is named: otherwise no OpenTelemetry SDK is loaded (docs/operating.md: Traces).
    if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) (await import('./lib/observability/tracing')).startTracing();
    const { readRedisConfig } = await import('./lib/cache/shared-cache');
    const redis = readRedisConfig(process.env);
    if (redis) {
      // Never awaited: an instance whose Redis is away serves from memory meanwhile.
      (await import('./lib/cache/redis-cache')).sharedClientFor(redis);
    }
    // Each language's search index, read in the background: a search never waits for it. Not
    // on Vercel, where every cold start of a function would read every list again.
    if (!process.env.VERCEL) void (await import('./lib/search/site-search')).prepareSiteSearch();
  }
}

/**
 * Every error Next meets while serving, as one log line with its digest: the number the visitor's
 * error page shows, so that a report can be matched to its stack (docs/observability.md: Logs).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { errorFields, log } = await import('./lib/observability/log');
  log('error', 'request_error', {
    ...errorFields(error),
    digest: (error as { digest?: unknown }).digest,
    method: request.method,
    path: request.path.split('?')[0],
    routePath: context.routePath,
    routeType: context.routeType,
    renderSource: context.renderSource,
  });
};
