/**
 * The servers of `npm run bench` and how it loads and weighs them: Next started through this
 * Node, autocannon, and the memory a server holds.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { median } from './bench-report.ts';

export const root = path.resolve(import.meta.dirname, '..');
// Started through this Node (24) rather than its shebang, and directly rather than through
// npx, so that stopping the child stops the server itself.
export const nextBin = path.join(root, 'node_modules', '.bin', 'next');
/** Builds the service worker (serwist.config.js) after `next build`, as `npm run build` does. */
export const serwistBin = path.join(root, 'node_modules', '.bin', 'serwist');
export const LOAD_SECONDS = 10;
export const LOAD_CONNECTIONS = 10;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `next start` on loopback at `port`, for the build in `cwd` (or env.NEXT_DIST_DIR); `nodeOptions` for Node itself. */
export function startNext(port: number, env: NodeJS.ProcessEnv, cwd = root, nodeOptions: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeOptions, nextBin, 'start', '-p', String(port), '-H', 'localhost'], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';

/** Whether redis-server is installed. */
export function redisAvailable(): boolean {
  return spawnSync(REDIS_SERVER, ['--version']).status === 0;
}

/** redis-server on 127.0.0.1:`port`, keeping nothing on disk. */
export function startRedis(port: number): ChildProcess {
  return spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
}

/** Stops a server it started, and waits until it has exited. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

export async function waitUntilServing(origin: string, site: ChildProcess, probe = '/api/health'): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (site.exitCode !== null) throw new Error(`next start exited with ${site.exitCode}`);
    try {
      if ((await fetch(`${origin}${probe}`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site did not answer on ${origin} within 60 s`);
}

export interface Load {
  kind: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** What a load asks for: paths each connection asks for in turn, or paths made one per request. */
export type Asked = string[] | { next: () => string; described: string };

export async function load(
  origin: string,
  kind: string,
  asked: Asked,
  {
    connections = LOAD_CONNECTIONS,
    seconds = LOAD_SECONDS,
    encoding = 'gzip',
    servername,
    amount,
  }: {
    connections?: number;
    seconds?: number;
    encoding?: string;
    servername?: string;
    /** So many requests, however long they take, instead of `seconds`. */
    amount?: number;
  } = {},
): Promise<Load> {
  const result = await autocannon({
    url: origin,
    // The name an https:// origin is asked for by (SNI): nginx refuses a handshake without one.
    ...(servername ? { servername } : {}),
    requests: Array.isArray(asked)
      ? asked.map((pathname) => ({ path: pathname }))
      : [{ setupRequest: (request) => ({ ...request, path: asked.next() }) }],
    connections,
    ...(amount === undefined ? { duration: seconds } : { amount }),
    // As a browser asks (gzip): the server then compresses each page, which is part of its cost.
    headers: { 'accept-encoding': encoding },
  });
  let path: string;
  if (!Array.isArray(asked)) path = asked.described;
  else path = asked.length === 1 ? `\`${asked[0]}\`` : `${asked.length} kinds of page`;
  return {
    kind,
    path,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** A page of one server that a load in rounds asks for. */
export interface Target {
  origin: string;
  kind: string;
  path: string;
}

/** A load taken in rounds: requests/s the mean of the rounds', latency the median round's. */
export interface LoadInRounds extends Load {
  /** Requests/s of each round, in the order the rounds ran. */
  rounds: number[];
  /** Latency p99 of each round, in the same order. */
  p99OfRounds: number[];
}

export const LOAD_ROUNDS = 5;
/** How long each page of a load in rounds is asked for, unmeasured, before the rounds. */
export const LOAD_WARM_SECONDS = 2;

/**
 * Pages of two servers compared: each asked for unmeasured first, so that both servers have
 * compiled the code that serves it, then `rounds` rounds that each load every target in turn,
 * `seconds` in all per target. The speed of this machine drifts by tens of percent within a
 * minute; a ratio taken round by round (`ratioOfRounds`) compares loads seconds apart.
 */
export async function loadInRounds<const Targets extends readonly Target[]>(
  targets: Targets,
  { rounds = LOAD_ROUNDS, seconds = LOAD_SECONDS, warmSeconds = LOAD_WARM_SECONDS } = {},
): Promise<{ [Index in keyof Targets]: LoadInRounds }> {
  for (const target of targets) await load(target.origin, target.kind, [target.path], { seconds: warmSeconds });
  const results = targets.map(() => [] as Load[]);
  for (let round = 0; round < rounds; round += 1) {
    // Each round starts with the next target, so that none is always first: this machine's speed
    // drifts within a round, and a fixed order would tilt every ratio the same way.
    for (let turn = 0; turn < targets.length; turn += 1) {
      const index = (round + turn) % targets.length;
      const target = targets[index]!;
      results[index]!.push(
        await load(target.origin, target.kind, [target.path], { seconds: Math.max(1, Math.round(seconds / rounds)) }),
      );
    }
  }
  return results.map(combineRounds) as { [Index in keyof Targets]: LoadInRounds };
}

/** One load's rounds as one: the mean requests per second, the median round's latencies. */
export function combineRounds(taken: Load[]): LoadInRounds {
  return {
    kind: taken[0]!.kind,
    path: taken[0]!.path,
    requestsPerSecond: taken.reduce((sum, round) => sum + round.requestsPerSecond, 0) / taken.length,
    p50: median(taken.map((round) => round.p50)),
    p99: median(taken.map((round) => round.p99)),
    failures: taken.reduce((sum, round) => sum + round.failures, 0),
    rounds: taken.map((round) => round.requestsPerSecond),
    p99OfRounds: taken.map((round) => round.p99),
  };
}

/** The memory a server holds: its process and every process it started (resident set). */
export async function residentMegabytes(pid: number): Promise<number> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
  }
  let kilobytes = 0;
  for (const member of tree) {
    try {
      const status = await readFile(`/proc/${member}/status`, 'utf8');
      kilobytes += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return kilobytes / 1024;
}
