import { readFileSync } from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { http as mock, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/lib/test/free-port';
import { upstreamServer } from '@/lib/test/upstream-server';
import { findNginx, startSiteProxy, type SiteProxy } from '@/scripts/site-proxy';

/*
 * The race of kept connections: an instance that closes an idle connection just as nginx sends a
 * request on it fails that request, and nginx never retries a POST (the revalidation hook). nginx
 * must close first: its upstream keep-alive shorter than the instances', which keep Node's own
 * (nothing in the repository raises it: a stopping instance waits that long after its last
 * answer). A stand-in with Node's defaults gets waves of POSTs through the shipped site.conf, each
 * wave after an idle time around where Node closes a connection: with nginx's own default of
 * 60 s, some of them fail with 502.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Where the instances are started: none may set a keep-alive of its own. */
const STARTERS = ['Dockerfile', 'package.json', 'e2e/processes.ts', 'scripts/start-demo.ts', 'deploy/compose.yaml'];

/** A keep-alive of site.conf in ms: the `keepalive_timeout` of `block`, or nginx's default for `kind`. */
function keepAlive(block: string, kind: 'upstream' | 'server'): number {
  const seconds = /^\s*keepalive_timeout (\d+)s;/m.exec(block)?.[1];
  return (seconds ? Number(seconds) : { upstream: 60, server: 75 }[kind]) * 1000;
}

/** nginx's keep-alive toward the instances in ms: the `upstream site_instances` block's. */
function nginxUpstreamKeepAlive(conf: string): number {
  return keepAlive(/upstream site_instances \{([^}]*)\}/.exec(conf)![1]!, 'upstream');
}

/** The outer server's keep-alive toward the inner hop, and the inner hop's own, in ms. */
function innerHopKeepAlives(conf: string): { outer: number; inner: number } {
  const upstream = /upstream site_misses \{([^}]*)\}/.exec(conf)![1]!;
  // The inner hop's server: from its `listen unix:` to the end of its top-level settings.
  const server = /server \{\s*listen unix:[^;]*;([^]*?)\n\s*location /.exec(conf)![1]!;
  return { outer: keepAlive(upstream, 'upstream'), inner: keepAlive(server, 'server') };
}

let instance: http.Server;
let proxy: SiteProxy;
let accepted = 0;

const letLoopbackThrough = () => upstreamServer.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));

beforeAll(async () => {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: scripts/ensure-system-packages.sh installs it');
  instance = http.createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"revalidated":true}'),
    );
  });
  instance.on('connection', () => (accepted += 1));
  instance.listen(0, '127.0.0.1');
  await once(instance, 'listening');
  const port = await freePort();
  letLoopbackThrough();
  proxy = await startSiteProxy(port, [`127.0.0.1:${(instance.address() as AddressInfo).port}`], { nginx });
});

afterAll(async () => {
  await proxy?.stop();
  instance?.close();
});

describe('keep-alive between nginx and the instances', () => {
  it("has nginx close a kept connection before an instance does, which keeps Node's own keep-alive", () => {
    const conf = readFileSync(path.join(proxy.folder, 'site.conf'), 'utf8');
    expect(nginxUpstreamKeepAlive(conf)).toBeLessThan(instance.keepAliveTimeout);
    expect(instance.keepAliveTimeout).toBe(new http.Server().keepAliveTimeout);
    for (const file of STARTERS) {
      expect(readFileSync(path.join(ROOT, file), 'utf8'), file).not.toMatch(/keepAliveTimeout|KEEP_ALIVE_TIMEOUT/);
    }
    // The same pair between nginx's servers: the outer one toward the inner hop closes first.
    const { outer, inner } = innerHopKeepAlives(conf);
    expect(outer).toBeLessThan(inner);
  });

  it('passes every revalidation call over kept connections, also those sent as an instance would close them', async () => {
    letLoopbackThrough();
    const statuses: number[] = [];
    const wave = async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${proxy.url}/api/revalidate`, { method: 'POST', body: '{"tags":["news"]}' }).then(async (r) => {
            await r.arrayBuffer();
            return r.status;
          }),
        ),
      );
      statuses.push(...answers);
    };
    await wave();
    const connections = accepted;
    // Idle times around where Node closes a connection by default (its 5 s and, since Node 24, a
    // second's grace), so that with that default a connection closes as the next wave comes.
    const defaultClose = 5_000 + ((instance as { keepAliveTimeoutBuffer?: number }).keepAliveTimeoutBuffer ?? 0);
    for (const offset of [-10, 0, 10, -5, 5]) {
      const idle = defaultClose + offset;
      await new Promise((resolve) => setTimeout(resolve, idle));
      await wave();
    }
    expect(statuses).toEqual(statuses.map(() => 200));
    // nginx had closed its idle connections before each wave, and opened new ones.
    expect(accepted).toBeGreaterThan(connections);
  }, 40_000);
});
