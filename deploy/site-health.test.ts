import { execFile } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * The image's health check run as the image runs it (`node site-health.ts`, PORT in its
 * environment), against a stand-in for the site's port in each of the three states.
 */

const script = fileURLToPath(new URL('./site-health.ts', import.meta.url));
let server: http.Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A site port whose /api/ready answers as `answer` does; its port. */
async function sitePort(answer: (response: http.ServerResponse) => void): Promise<string> {
  server = http.createServer((request, response) => {
    if (request.url === '/api/ready') answer(response);
    else response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return String((server.address() as AddressInfo).port);
}

/** The check's exit code and what it printed. */
async function check(port: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script], { env: { ...process.env, PORT: port } });
    return { code: 0, output: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout.trim() };
  }
}

const json = (status: number, body: unknown) => (response: http.ServerResponse) =>
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

describe('deploy/site-health.ts', () => {
  it('passes a serving instance and prints its state', async () => {
    const port = await sitePort(json(200, { status: 'serving', sharedCache: 'connected' }));
    expect(await check(port)).toEqual({ code: 0, output: 'serving: shared cache connected' });
  });

  it('passes a degraded instance, which must never be restarted, and says it is degraded', async () => {
    const port = await sitePort(json(200, { status: 'degraded', sharedCache: 'unavailable' }));
    expect(await check(port)).toEqual({ code: 0, output: 'degraded: shared cache unavailable' });
  });

  it('fails an instance that answers 5xx', async () => {
    const port = await sitePort(json(500, { error: 'Internal Server Error' }));
    expect(await check(port)).toEqual({ code: 1, output: 'not serving: /api/ready answered 500' });
  });

  it('fails a port nothing listens on', async () => {
    const port = await sitePort(json(200, {}));
    server!.close();
    await once(server!, 'close');
    expect(await check(port)).toEqual({ code: 1, output: `not serving: port ${port}: ECONNREFUSED` });
  });

  it('fails an instance that does not answer within 4 seconds', { timeout: 15_000 }, async () => {
    const port = await sitePort(() => {});
    expect(await check(port)).toEqual({ code: 1, output: `not serving: port ${port}: no answer in 4 s` });
  });
});
