/**
 * What the server's eyes cost, for `npm run bench`: the same build started twice more, once with
 * its metrics port and request log (as the image runs it) and once with neither, a cached page
 * loaded on each in alternating rounds, so that both meet the same machine; and, where a trace
 * collector is given, once more with traces sent to it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  loadInRounds,
  nextBin,
  root,
  stopServer,
  waitUntilServing,
  type LoadInRounds,
} from './bench-servers.ts';

export interface ObservabilityCost {
  /** Metrics on (METRICS_PORT), the request log on, traces off. */
  observed: LoadInRounds;
  /** Neither metrics nor the request log (LOG_REQUESTS=0). */
  bare: LoadInRounds;
  /** As observed, with traces sent over OTLP/HTTP to a collector that takes them and does nothing. */
  traced: LoadInRounds;
  /** What the observed instance logged per request, in bytes. */
  logBytesPerRequest: number;
}

/** A collector of traces that answers every export at once and keeps nothing. */
async function discardingCollector(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** `next start` with its log written to a file, as a container's log driver takes it: never the bench's own loop. */
function startLogging(port: number, env: NodeJS.ProcessEnv, logFile: number): ChildProcess {
  return spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', 'localhost'], {
    cwd: root,
    env,
    stdio: ['ignore', logFile, 'inherit'],
  });
}

export async function observabilityCost(env: NodeJS.ProcessEnv, pathname: string): Promise<ObservabilityCost> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'site-bench-logs-'));
  const collector = await discardingCollector();
  const logPath = path.join(folder, 'observed.log');
  const logs = { observed: openSync(logPath, 'w'), others: openSync(path.join(folder, 'others.log'), 'w') };
  const [observedPort, barePort, tracedPort, metricsPort, tracedMetricsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const observedEnv = { ...env, METRICS_PORT: String(metricsPort), LOG_REQUESTS: '1', OTEL_EXPORTER_OTLP_ENDPOINT: '' };
  const servers = {
    observed: startLogging(observedPort, observedEnv, logs.observed),
    bare: startLogging(barePort, { ...env, METRICS_PORT: '', LOG_REQUESTS: '0', OTEL_EXPORTER_OTLP_ENDPOINT: '' }, logs.others),
    traced: startLogging(
      tracedPort,
      { ...observedEnv, METRICS_PORT: String(tracedMetricsPort), OTEL_EXPORTER_OTLP_ENDPOINT: collector.url },
      logs.others,
    ),
  };
  const origins = {
    observed: `http://localhost:${observedPort}`,
    bare: `http://localhost:${barePort}`,
    traced: `http://localhost:${tracedPort}`,
  };
  try {
    await Promise.all(
      (['observed', 'bare', 'traced'] as const).map((name) => waitUntilServing(origins[name], servers[name])),
    );
    const [observed, bare, traced] = await loadInRounds([
      { origin: origins.observed, kind: 'cached page, metrics and request log on, traces off', path: pathname },
      { origin: origins.bare, kind: 'the same build, no metrics, no request log (reference)', path: pathname },
      { origin: origins.traced, kind: 'the same build, metrics, request log and traces on', path: pathname },
    ]);
    const requestLines = readFileSync(logPath, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"event":"request"'));
    const logBytesPerRequest =
      requestLines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0) / Math.max(1, requestLines.length);
    // Scraped once, as Prometheus would: a port that does not answer would make the rows a lie.
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    if (!scrape.ok || !(await scrape.text()).includes('site_http_request_duration_seconds_count')) {
      throw new Error('the observed instance exposed no request metrics');
    }
    return { observed, bare, traced, logBytesPerRequest };
  } finally {
    await Promise.all(Object.values(servers).map(stopServer));
    collector.close();
    closeSync(logs.observed);
    closeSync(logs.others);
    rmSync(folder, { recursive: true, force: true });
  }
}
