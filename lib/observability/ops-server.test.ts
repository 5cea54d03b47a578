import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { captureLog } from '@/lib/test/log-lines';
import { letLoopbackThrough } from '@/lib/test/upstream-server';
import { READY_TIMEOUT_MS, startOpsServer } from './ops-server';

const servers: http.Server[] = [];
afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});
beforeEach(letLoopbackThrough);

async function listening(server: http.Server): Promise<string> {
  servers.push(server);
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The site's own port, answering its readiness as told, or never. */
async function site(answer: 'serving' | 'degraded' | 'failing' | 'silent'): Promise<string> {
  const server = http.createServer((_, response) => {
    if (answer === 'silent') return;
    if (answer === 'failing') return response.writeHead(500).end();
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ status: answer, sharedCache: answer === 'degraded' ? 'unavailable' : 'connected' }));
  });
  server.listen(0, '127.0.0.1');
  return `${await listening(server)}/api/ready`;
}

const ops = async (readinessUrl: string) =>
  listening(
    startOpsServer({
      port: 0,
      host: '127.0.0.1',
      readinessUrl,
      exposition: async () => ({ body: 'site_up 1\n', contentType: 'text/plain; version=0.0.4; charset=utf-8' }),
    }),
  );

describe('startOpsServer', () => {
  it('serves the metrics and the liveness of this instance, and nothing else', async () => {
    captureLog();
    const origin = await ops(await site('serving'));
    const metrics = await fetch(`${origin}/metrics`);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await metrics.text()).toBe('site_up 1\n');
    expect((await fetch(`${origin}/health`)).status).toBe(200);
    expect((await fetch(`${origin}/elsewhere`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it("tells this instance's state as its own port answers: serving, degraded, or not serving", async () => {
    captureLog();
    for (const state of ['serving', 'degraded'] as const) {
      const response = await fetch(`${await ops(await site(state))}/ready`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: state });
    }
    const failing = await fetch(`${await ops(await site('failing'))}/ready`);
    expect(failing.status).toBe(503);
    expect(await failing.json()).toEqual({ status: 'not serving', reason: 'the site answered 500' });
  });

  it(`counts a site that does not answer in ${READY_TIMEOUT_MS} ms as not serving`, { timeout: 10_000 }, async () => {
    captureLog();
    const started = performance.now();
    const silent = await fetch(`${await ops(await site('silent'))}/ready`);
    expect(silent.status).toBe(503);
    expect(await silent.json()).toMatchObject({ status: 'not serving' });
    expect(performance.now() - started).toBeLessThan(READY_TIMEOUT_MS + 2000);
  });

  it('logs a port already taken and leaves the process serving', async () => {
    const log = captureLog();
    const taken = await ops(await site('serving'));
    const port = Number(new URL(taken).port);
    const second = startOpsServer({
      port,
      host: '127.0.0.1',
      readinessUrl: 'http://127.0.0.1:1/api/ready',
      exposition: async () => ({ body: '', contentType: 'text/plain' }),
    });
    await expect.poll(() => log.events('metrics_port_unavailable')).toHaveLength(1);
    expect(second.listening).toBe(false);
  });
});
