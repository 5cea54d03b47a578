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
 * must close first: its upstream keep-alive shorter than the instances'. A stand-in configured as
 * the instances are (the image's KEEP_ALIVE_TIMEOUT) gets waves of POSTs through the shipped
 * site.conf, each wave after an idle time around Node's default keep-alive (5 s), where the
 * instances closed connections before: with that default, some POSTs fail with 502.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The instances' keep-alive in ms, as the image sets it. */
function instancesKeepAlive(): number {
  const match = /KEEP_ALIVE_TIMEOUT=(\d+)/.exec(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
  // Node's own default when nothing sets it.
  return match ? Number(match[1]) : 5_000;
}

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
  instance.keepAliveTimeout = instancesKeepAlive();
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
  it('has nginx close a kept connection before an instance does, in every place that starts one', () => {
    const conf = readFileSync(path.join(proxy.folder, 'site.conf'), 'utf8');
    const instances = instancesKeepAlive();
    expect(nginxUpstreamKeepAlive(conf)).toBeLessThan(instances);
    // The same pair between nginx's servers: the outer one toward the inner hop closes first.
    const { outer, inner } = innerHopKeepAlives(conf);
    expect(outer).toBeLessThan(inner);
    // Every place that starts instances gives them the same keep-alive as the image.
    const serve = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.serve as string;
    expect(serve).toContain(`--keepAliveTimeout ${instances}`);
    for (const file of ['e2e/processes.ts', 'scripts/start-demo.ts']) {
      expect(readFileSync(path.join(ROOT, file), 'utf8'), file).toContain(`'--keepAliveTimeout', '${instances}'`);
    }
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
    // The waves reused nginx's connections: no new ones were opened.
    expect(accepted).toBe(connections);
  }, 40_000);
});
