/**
 * The stack we ship, for `npm run bench`: deploy/nginx/site.conf in front of two instances of
 * the bench's build sharing a Redis, as deploy/compose.yaml runs them, loaded as Next alone is.
 * Beside it, on the same instances and in the same run: the proxy configuration as it was before
 * the edge was hardened (scripts/bench-reference/nginx-site-before-hardening.conf), the reference
 * that the hardened one must keep up with, and the shipped one terminating TLS.
 * Without nginx or redis-server the bench leaves it out.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx, localhostCertificate, startSiteProxy, type SiteProxy } from './site-proxy.ts';
import {
  freePort,
  load,
  redisAvailable,
  startNext,
  startRedis,
  stopServer,
  waitUntilServing,
  type Load,
} from './bench-servers.ts';
import { median } from './bench-report.ts';

const BEFORE_HARDENING = path.join(import.meta.dirname, 'bench-reference', 'nginx-site-before-hardening.conf');

/** Rounds of the three proxies in turn, each starting with the next: this machine's speed drifts. */
const ROUNDS = 3;

export interface StackLoads {
  /** site.conf as shipped, plain HTTP (TLS ended in front of it). */
  shipped: Load & { rounds: number[] };
  /** The configuration before the edge was hardened, on the same instances. */
  beforeHardening: Load & { rounds: number[] };
  /** site.conf as shipped with site-tls.conf: HTTPS (HTTP/1.1, as the load generator speaks it). */
  tls: Load & { rounds: number[] };
}

/** `paths` asked for in turn on every connection, through nginx; undefined when nginx or Redis is missing. */
export async function throughShippedStack(
  env: NodeJS.ProcessEnv,
  kind: string,
  paths: string[],
  options: { connections: number; seconds: number },
): Promise<StackLoads | undefined> {
  if (!findNginx() || !redisAvailable()) return undefined;
  const redisPort = await freePort();
  const redis = startRedis(redisPort);
  const ports = [await freePort(), await freePort()];
  const instances = ports.map((port) => startNext(port, { ...env, REDIS_URL: `redis://127.0.0.1:${redisPort}` }));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  const proxies: SiteProxy[] = [];
  try {
    await Promise.all(ports.map((port, index) => waitUntilServing(`http://localhost:${port}`, instances[index]!)));
    const upstreams = ports.map((port) => `127.0.0.1:${port}`);
    const started = async (options: Parameters<typeof startSiteProxy>[2]) => {
      const proxy = await startSiteProxy(await freePort(), upstreams, options);
      proxies.push(proxy);
      return proxy;
    };
    const shipped = await started({});
    const beforeHardening = await started({ template: readFileSync(BEFORE_HARDENING, 'utf8') });
    const tls = await started({ tls: { port: await freePort(), ...localhostCertificate(folder) } });
    const origins = { shipped: shipped.url, beforeHardening: beforeHardening.url, tls: tls.httpsUrl! };
    // Each page in each nginx's cache, as the visitors before the load would have left it.
    for (const proxy of [shipped, beforeHardening]) {
      for (let round = 0; round < 2; round += 1) {
        for (const pathname of paths) {
          await fetch(`${proxy.url}${pathname}`, { headers: { 'accept-encoding': 'gzip' } }).then((response) =>
            response.arrayBuffer(),
          );
        }
      }
    }
    // The TLS proxy's cache is filled by a short load: fetch would refuse its certificate.
    await load(origins.tls, kind, paths, { seconds: 2, servername: 'localhost' });
    const names = ['shipped', 'beforeHardening', 'tls'] as const;
    const taken = { shipped: [] as Load[], beforeHardening: [] as Load[], tls: [] as Load[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let turn = 0; turn < names.length; turn += 1) {
        const name = names[(round + turn) % names.length]!;
        taken[name].push(
          await load(origins[name], kind, paths, {
            connections: options.connections,
            seconds: Math.max(1, Math.round(options.seconds / ROUNDS)),
            servername: 'localhost',
          }),
        );
      }
    }
    const combined = (loads: Load[]) => ({
      ...loads[0]!,
      requestsPerSecond: loads.reduce((sum, each) => sum + each.requestsPerSecond, 0) / loads.length,
      p50: median(loads.map((each) => each.p50)),
      p99: median(loads.map((each) => each.p99)),
      failures: loads.reduce((sum, each) => sum + each.failures, 0),
      rounds: loads.map((each) => each.requestsPerSecond),
    });
    return {
      shipped: combined(taken.shipped),
      beforeHardening: { ...combined(taken.beforeHardening), kind: `${kind}, nginx as before the edge was hardened` },
      tls: { ...combined(taken.tls), kind: `${kind}, over TLS` },
    };
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.stop()));
    await Promise.all([...instances, redis].map(stopServer));
    rmSync(folder, { recursive: true, force: true });
  }
}
