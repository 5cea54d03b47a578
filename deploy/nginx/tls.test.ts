import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { http as mock, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/lib/test/free-port';
import { upstreamServer } from '@/lib/test/upstream-server';
import { findNginx, localhostCertificate, startSiteProxy, type SiteProxy } from '@/scripts/site-proxy';

/*
 * site.conf with site-tls.conf, as shipped, with a certificate made here for `localhost`: HTTPS
 * with HTTP/2, Mozilla's intermediate protocols, plain HTTP redirected, and the headers.
 */

let instance: http.Server;
let proxy: SiteProxy;
let folder: string;
let certificate: string;

const letLoopbackThrough = () => upstreamServer.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));

beforeAll(async () => {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: scripts/ensure-system-packages.sh installs it');
  folder = mkdtempSync(path.join(os.tmpdir(), 'site-tls-'));
  let key: string;
  ({ certificate, key } = localhostCertificate(folder));
  instance = http.createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 's-maxage=60' }).end('<h1>News</h1>');
  });
  instance.listen(0, '127.0.0.1');
  await once(instance, 'listening');
  letLoopbackThrough();
  const [port, tlsPort] = [await freePort(), await freePort()];
  proxy = await startSiteProxy(port, [`127.0.0.1:${(instance.address() as AddressInfo).port}`], {
    nginx,
    tls: { port: tlsPort, certificate, key },
  });
});

afterAll(async () => {
  await proxy?.stop();
  instance?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const tlsPort = () => Number(new URL(proxy.httpsUrl!).port);

/*
 * The handshakes and HTTP/2 go through openssl and curl: msw, which the unit tests load, stands
 * in for Node's own sockets.
 */

/** A TLS handshake with nginx by `openssl s_client`: the protocol and ALPN agreed, or none. */
async function handshake(
  protocol: 'tls1' | 'tls1_1' | 'tls1_2' | 'tls1_3',
  servername = 'localhost',
): Promise<{ protocol?: string; alpn?: string }> {
  const { stdout } = await run('/usr/bin/openssl', [
    's_client', '-connect', `127.0.0.1:${tlsPort()}`, '-servername', servername, `-${protocol}`,
    '-cipher', 'DEFAULT@SECLEVEL=0', '-alpn', 'h2,http/1.1', '-CAfile', certificate,
  ]); // prettier-ignore
  const agreed = /^New, (TLSv[\d.]+), Cipher is/m.exec(stdout)?.[1];
  return { protocol: agreed, alpn: /^ALPN protocol: (\S+)/m.exec(stdout)?.[1] };
}

/** `openssl` or `curl`, their output whatever their exit status, with nothing on their input. */
function run(program: string, args: string[]): Promise<{ stdout: string }> {
  return new Promise((resolve) => {
    const child = execFile(program, args, { timeout: 10_000 }, (_error, stdout) => resolve({ stdout }));
    child.stdin?.end();
  });
}

/** A GET of `pathname` as `localhost` by curl over HTTP/2: the HTTP version, status and headers. */
async function getOverHttp2(pathname: string): Promise<{ version: string; status: number; headers: Headers }> {
  const { stdout } = await run('curl', [
    '-s', '-o', '/dev/null', '-D', '-', '--http2', '--cacert', certificate,
    '--resolve', `localhost:${tlsPort()}:127.0.0.1`, `https://localhost:${tlsPort()}${pathname}`,
  ]); // prettier-ignore
  const [statusLine = '', ...lines] = stdout.trim().split(/\r?\n/);
  const [, version = '', status = '0'] = /^HTTP\/(\S+) (\d+)/.exec(statusLine) ?? [];
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return { version, status: Number(status), headers };
}

describe('deploy/nginx/site-tls.conf', () => {
  it('redirects plain HTTP to HTTPS on the canonical name, but for the health check', async () => {
    const page = await fetch(`${proxy.url}/en/news?page=2`, { redirect: 'manual' });
    expect(page.status).toBe(308);
    expect(page.headers.get('location')).toBe('https://localhost/en/news?page=2');
    const health = await fetch(`${proxy.url}/nginx-health`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('ok\n');
  });

  it('refuses TLS 1.0 and 1.1, and agrees TLS 1.2 and 1.3 with HTTP/2 by ALPN', async () => {
    expect(await handshake('tls1')).toEqual({ protocol: undefined, alpn: undefined });
    expect(await handshake('tls1_1')).toEqual({ protocol: undefined, alpn: undefined });
    expect(await handshake('tls1_2')).toEqual({ protocol: 'TLSv1.2', alpn: 'h2' });
    expect(await handshake('tls1_3')).toEqual({ protocol: 'TLSv1.3', alpn: 'h2' });
  });

  it('refuses the handshake of a name that is not the site', async () => {
    expect(await handshake('tls1_3', 'elsewhere.example')).toEqual({ protocol: undefined, alpn: undefined });
  });

  it("answers pages over HTTP/2, and nginx's own answers with HSTS and the site's headers", async () => {
    const page = await getOverHttp2('/en/news');
    expect(page).toMatchObject({ version: '2', status: 200 });
    expect(page.headers.get('server')).toBe('nginx');
    const health = await getOverHttp2('/nginx-health');
    expect(health).toMatchObject({ version: '2', status: 200 });
    // Over HTTPS, nginx's own errors carry HSTS as the site's pages do.
    const internal = await getOverHttp2('/en/search/aGVsbG8/1');
    expect(internal).toMatchObject({ version: '2', status: 404 });
    expect(internal.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(internal.headers.get('x-content-type-options')).toBe('nosniff');
    expect(internal.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(internal.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });
});
