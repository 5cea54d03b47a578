/**
 * nginx running the proxy we ship (deploy/nginx/site.conf) in a folder of its own, on loopback,
 * for the topology test (e2e/topology.spec.ts) and `npm run bench`. The file is filled as the
 * official image fills its templates: envsubst of our variables only, so that nginx's own
 * (`$host`) stay.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SITE_CONF = path.resolve(import.meta.dirname, '..', 'deploy', 'nginx', 'site.conf');
export const SITE_TLS_CONF = path.resolve(import.meta.dirname, '..', 'deploy', 'nginx', 'site-tls.conf');

/** The variables site.conf names, as deploy/README.md documents them. */
export interface SiteConfValues {
  NGINX_LISTEN: string;
  NGINX_SERVER_NAME: string;
  NGINX_TLS_CONF: string;
  SITE_UPSTREAM_SERVERS: string;
  NGINX_INTERNAL_SOCKET: string;
  NGINX_CACHE_PATH: string;
  NGINX_CACHE_MAX_SIZE: string;
  NGINX_STATIC_ROOT: string;
  NGINX_ACCESS_LOG: string;
  NGINX_REAL_IP_FROM: string;
  NGINX_REVALIDATE_ALLOW: string;
  NGINX_CACHE_STATUS_FROM: string;
}

/** The variables site-tls.conf names. */
export interface SiteTlsConfValues {
  NGINX_TLS_LISTEN: string;
  NGINX_TLS_CERTIFICATE: string;
  NGINX_TLS_CERTIFICATE_KEY: string;
  NGINX_TLS_TRUSTED_CERTIFICATE: string;
  NGINX_RESOLVER: string;
}

export interface SiteProxy {
  url: string;
  /** `https://127.0.0.1:<port>` when started with `tls`. */
  httpsUrl?: string;
  /** The folder nginx runs in: its configuration, cache and logs. */
  folder: string;
  /** site.conf's access log in that folder, one JSON object a line (docs/observability.md). */
  accessLog: string;
  /**
   * Points nginx at other instances, as an operator does in a rollout: the configuration
   * rewritten, checked, and reloaded (`nginx -s reload`); resolves once the workers of the old
   * configuration have exited, and with them the connections they kept.
   */
  reload(instances: string[]): Promise<void>;
  stop(): Promise<void>;
}

/** The nginx program, or undefined when there is none. */
export function findNginx(): string | undefined {
  return [process.env.NGINX_PATH, 'nginx', '/usr/sbin/nginx'].find(
    (candidate) => candidate && spawnSync(candidate, ['-v']).status === 0,
  );
}

/** site.conf with its `${NAME}`s filled; throws on a name it was not given, as a typo would leave it empty. */
export function renderSiteConf(
  values: SiteConfValues | SiteTlsConfValues,
  template = readFileSync(SITE_CONF, 'utf8'),
): string {
  return template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = (values as unknown as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`the template names \${${name}}, which has no value`);
    return value;
  });
}

/** A certificate for `localhost` and its key, made by openssl in `folder`, for a test or the bench. */
export function localhostCertificate(folder: string): { certificate: string; key: string } {
  const certificate = path.join(folder, 'localhost.crt');
  const key = path.join(folder, 'localhost.key');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
    '-keyout', key, '-out', certificate,
  ], { stdio: 'ignore' }); // prettier-ignore
  return { certificate, key };
}

/** HTTPS in nginx (site-tls.conf): the port, and a certificate and its key (with its chain). */
export interface SiteProxyTls {
  port: number;
  certificate: string;
  key: string;
}

/** A main configuration around site.conf, as nginx.conf's `http` block includes it, with every path in `folder`. */
function mainConf(folder: string): string {
  return `
# Run by root, the workers would otherwise be 'nobody', who cannot write this folder.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  # As Debian's and the official image's nginx.conf: the types of the build files it serves itself.
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  include ${folder}/site.conf;
}
`;
}

/** The processes nginx's master started (Linux). */
function workersOf(master: number): number[] {
  return readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface SiteProxyOptions {
  nginx?: string;
  /** The releases' build files; by default a folder of its own that none are published to, so that nginx asks the instances. */
  staticRoot?: string;
  /** Terminate TLS as site-tls.conf does; plain HTTP only without. */
  tls?: SiteProxyTls;
  /** Any of site.conf's values to replace the tests' own (the names the tests use, loopback trusted and shown the cache status). */
  values?: Partial<SiteConfValues>;
  /** Another proxy configuration than site.conf, with the same variables: the bench's reference. */
  template?: string;
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `instances` (`host:port` each); resolves once it
 * answers. The site's host names are `localhost` and `127.0.0.1`, and loopback sees X-Cache-Status.
 */
export async function startSiteProxy(
  port: number,
  instances: string[],
  { nginx = findNginx(), staticRoot, tls, values = {}, template }: SiteProxyOptions = {},
): Promise<SiteProxy> {
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'site-proxy-'));
  const accessLog = path.join(folder, 'access.log');
  const tlsConf = path.join(folder, 'site-tls.conf');
  if (tls) {
    writeFileSync(
      tlsConf,
      renderSiteConf(
        {
          NGINX_TLS_LISTEN: `127.0.0.1:${tls.port}`,
          NGINX_TLS_CERTIFICATE: tls.certificate,
          NGINX_TLS_CERTIFICATE_KEY: tls.key,
          NGINX_TLS_TRUSTED_CERTIFICATE: tls.certificate,
          NGINX_RESOLVER: '127.0.0.1',
        },
        readFileSync(SITE_TLS_CONF, 'utf8'),
      ),
    );
  }
  const configure = (servers: string[]) =>
    writeFileSync(
      path.join(folder, 'site.conf'),
      renderSiteConf(
        {
          NGINX_LISTEN: `127.0.0.1:${port}`,
          NGINX_SERVER_NAME: 'localhost 127.0.0.1',
          NGINX_TLS_CONF: tls ? tlsConf : '/dev/null',
          SITE_UPSTREAM_SERVERS: servers.map((instance) => `server ${instance}`).join('; '),
          NGINX_INTERNAL_SOCKET: path.join(folder, 'misses.sock'),
          NGINX_CACHE_PATH: path.join(folder, 'cache'),
          NGINX_CACHE_MAX_SIZE: '256m',
          NGINX_STATIC_ROOT: staticRoot ?? path.join(folder, 'static'),
          NGINX_ACCESS_LOG: accessLog,
          NGINX_REAL_IP_FROM: 'set_real_ip_from 127.0.0.1',
          NGINX_REVALIDATE_ALLOW: 'allow all',
          NGINX_CACHE_STATUS_FROM: '127.0.0.1 1',
          ...values,
        },
        template,
      ),
    );
  configure(instances);
  writeFileSync(path.join(folder, 'nginx.conf'), mainConf(folder));
  const options = ['-p', folder, '-c', path.join(folder, 'nginx.conf')];
  const child: ChildProcess = spawn(nginx, [...options, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const reload = async (servers: string[]) => {
    configure(servers);
    const check = spawnSync(nginx, [...options, '-t', '-q', '-g', 'daemon off;'], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused the new configuration:\n${check.stderr}`);
    const oldWorkers = workersOf(child.pid!);
    child.kill('SIGHUP');
    for (let attempt = 0; oldWorkers.some(isRunning); attempt += 1) {
      if (attempt === 100) throw new Error('the old nginx workers did not exit within 10 s of the reload');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const errors: Buffer[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/nginx-health`);
      return { url, httpsUrl: tls ? `https://127.0.0.1:${tls.port}` : undefined, folder, accessLog, reload, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const errorLog = path.join(folder, 'error.log');
  const log = `${Buffer.concat(errors)}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`;
  await stop();
  throw new Error(`nginx did not start:\n${log}`);
}
