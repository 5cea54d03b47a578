/**
 * What the server's eyes cost, for `npm run bench`: the same build started four more times, with
 * its metrics port and request log (as the image runs it), twice with neither, and with traces
 * sent to a collector too; one cached page asked of each in turn, round after round, each round
 * starting with the next. Each load is counted in requests per second of the server's own CPU
 * time (user and system, from /proc): requests/s of loads this short read the same for every
 * server (1.00, traces on included), bound by the load tool sharing the cores, not the server. The two instances without anything tell
 * the floor: how far apart this machine measures one server and its twin.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { median } from './bench-report.ts';
import { freePort, nextBin, root, stopServer, waitUntilServing } from './bench-servers.ts';

/**
 * Many short rounds: this machine's speed drifts over tens of seconds, so the closer in time the
 * loads a ratio compares, the less the drift moves it.
 */
const ROUNDS = 24;
/** Requests each server answers a round, on as many connections as the other loads. */
const REQUESTS_A_ROUND = 400;
const CONNECTIONS = 10;
/** Linux's clock ticks a second, which /proc counts CPU time in. */
const TICKS_A_SECOND = 100;

type Variant = 'observed' | 'bare' | 'twin' | 'traced';

export interface VariantLoad {
  /** Requests per second of the server's CPU time, each round's. */
  requestsPerCpuSecond: number[];
}

export type ObservabilityCost = Record<Variant, VariantLoad> & {
  /** What the observed instance logged per request, in bytes. */
  logBytesPerRequest: number;
};

/** The median of the rounds' ratios of `load` to `reference`. */
export function ratioByRound(load: VariantLoad, reference: VariantLoad): number {
  return median(load.requestsPerCpuSecond.map((value, round) => value / reference.requestsPerCpuSecond[round]!));
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

/** User and system CPU time a process has used, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_A_SECOND;
}

export async function observabilityCost(env: NodeJS.ProcessEnv, pathname: string): Promise<ObservabilityCost> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'site-bench-logs-'));
  const collector = await discardingCollector();
  const logPath = path.join(folder, 'observed.log');
  const logs = { observed: openSync(logPath, 'w'), others: openSync(path.join(folder, 'others.log'), 'w') };
  const off = { METRICS_PORT: '', LOG_REQUESTS: '0', OTEL_EXPORTER_OTLP_ENDPOINT: '' };
  const on = async () => ({ METRICS_PORT: String(await freePort()), LOG_REQUESTS: '1' });
  const environments: Record<Variant, NodeJS.ProcessEnv> = {
    observed: { ...env, ...off, ...(await on()) },
    bare: { ...env, ...off },
    twin: { ...env, ...off },
    traced: { ...env, ...off, ...(await on()), OTEL_EXPORTER_OTLP_ENDPOINT: collector.url },
  };
  const variants = Object.keys(environments) as Variant[];
  const servers = new Map<Variant, { child: ChildProcess; origin: string }>();
  for (const variant of variants) {
    const port = await freePort();
    const child = startLogging(port, environments[variant], variant === 'observed' ? logs.observed : logs.others);
    servers.set(variant, { child, origin: `http://localhost:${port}` });
  }
  const ask = (origin: string, amount: number) =>
    autocannon({
      url: `${origin}${pathname}`,
      amount,
      connections: CONNECTIONS,
      headers: { 'accept-encoding': 'gzip' },
    });
  try {
    await Promise.all([...servers.values()].map(({ origin, child }) => waitUntilServing(origin, child)));
    // Unmeasured first: each has the page in its memory and its code compiled.
    for (const { origin } of servers.values()) await ask(origin, REQUESTS_A_ROUND);
    const loads = Object.fromEntries(
      variants.map((variant): [Variant, VariantLoad] => [variant, { requestsPerCpuSecond: [] }]),
    ) as Record<Variant, VariantLoad>;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let turn = 0; turn < variants.length; turn += 1) {
        const variant = variants[(round + turn) % variants.length]!;
        const { origin, child } = servers.get(variant)!;
        const before = cpuSeconds(child.pid!);
        const result = await ask(origin, REQUESTS_A_ROUND);
        if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${variant}: requests failed`);
        loads[variant].requestsPerCpuSecond.push(result.requests.total / (cpuSeconds(child.pid!) - before));
      }
    }
    const requestLines = readFileSync(logPath, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"event":"request"'));
    if (requestLines.length < ROUNDS * REQUESTS_A_ROUND) throw new Error('the observed instance logged no request');
    // Scraped once, as Prometheus would: a port that does not answer would make the rows a lie.
    const scrape = await fetch(`http://127.0.0.1:${environments.observed.METRICS_PORT}/metrics`);
    if (!scrape.ok || !(await scrape.text()).includes('site_http_request_duration_seconds_count')) {
      throw new Error('the observed instance exposed no request metrics');
    }
    return {
      ...loads,
      logBytesPerRequest:
        requestLines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0) / requestLines.length,
    };
  } finally {
    await Promise.all([...servers.values()].map(({ child }) => stopServer(child)));
    collector.close();
    closeSync(logs.observed);
    closeSync(logs.others);
    rmSync(folder, { recursive: true, force: true });
  }
}
