/*
 * Each instance's own port for its operators (METRICS_PORT): its metrics, and its health and state
 * asked of it alone, where the site's port behind a balancer reaches a random instance. Neither
 * nginx nor the image publishes it, so strangers never reach it (docs/observability.md). No
 * `server-only` and no `@/` imports: instrumentation.ts starts it before any bundle runs.
 */
import http from 'node:http';
import { log } from './log.ts';
import { UNOBSERVED } from './request-observer.ts';

/** How long the site's own port has to answer before this instance counts as not serving. */
export const READY_TIMEOUT_MS = 2000;

export interface OpsServerOptions {
  port: number;
  host: string;
  /** The site's readiness on its own port (`http://localhost:3000/api/ready`). */
  readinessUrl: string;
  exposition: () => Promise<{ body: string; contentType: string }>;
}

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
};

/**
 * This instance's state as a page request would meet it: the site's own readiness, asked on its
 * own port, or `not serving` when that port does not answer in time (still starting, or stuck).
 */
export async function readinessOf(readinessUrl: string): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetch(readinessUrl, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    if (response.ok) return { status: 200, body: await response.json() };
    return { status: 503, body: { status: 'not serving', reason: `the site answered ${response.status}` } };
  } catch {
    return {
      status: 503,
      body: { status: 'not serving', reason: `the site did not answer in ${READY_TIMEOUT_MS} ms` },
    };
  }
}

/** Starts the port; a port already taken is logged and left: metrics are a soft dependency. */
export function startOpsServer({ port, host, readinessUrl, exposition }: OpsServerOptions): http.Server {
  const server = Object.assign(
    http.createServer(async (request, response) => {
      const path = (request.url ?? '/').split('?')[0];
      if (request.method !== 'GET' && request.method !== 'HEAD') return json(response, 405, { error: 'GET only.' });
      try {
        if (path === '/metrics') {
          const { body, contentType } = await exposition();
          response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
          return response.end(body);
        }
        if (path === '/health') return json(response, 200, { status: 'ok' });
        if (path === '/ready') {
          const { status, body } = await readinessOf(readinessUrl);
          return json(response, status, body);
        }
        return json(response, 404, { error: 'Not found: /metrics, /health and /ready are here.' });
      } catch (error) {
        log('error', 'ops_request_failed', { path, message: error instanceof Error ? error.message : String(error) });
        return json(response, 500, { error: 'Failed.' });
      }
    }),
    { [UNOBSERVED]: true as const },
  );
  server.on('error', (error) => log('error', 'metrics_port_unavailable', { port, host, message: error.message }));
  server.listen(port, host, () => log('info', 'metrics_port_listening', { port, host }));
  // Never holds the process open: the site's own server decides when it ends.
  server.unref();
  return server;
}
