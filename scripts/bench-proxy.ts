/**
 * A caching reverse proxy in front of the site, for `npm run bench`: nginx with its
 * proxy_cache honouring the pages' Cache-Control, as a CDN would. Optional: without nginx
 * (Debian: `apt-get install nginx-light`) the bench leaves its rows out.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface CachingProxy {
  url: string;
  close(): void;
}

const NGINX_CANDIDATES = ['nginx', '/usr/sbin/nginx'];

function findNginx(): string | undefined {
  return NGINX_CANDIDATES.find((candidate) => spawnSync(candidate, ['-v']).status === 0);
}

function configuration(folder: string, port: number, siteOrigin: string): string {
  const site = new URL(siteOrigin);
  return `
# Run by root, the workers would otherwise be 'nobody', who cannot write this folder.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  proxy_cache_path ${folder}/cache keys_zone=pages:10m;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${site.origin};
      proxy_http_version 1.1;
      proxy_set_header Host ${site.host};
      proxy_cache pages;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

/** Starts nginx on `port` in front of the site, or answers undefined when there is no nginx. */
export async function startCachingProxy(port: number, siteOrigin: string): Promise<CachingProxy | undefined> {
  const nginx = findNginx();
  if (!nginx) return undefined;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  writeFileSync(path.join(folder, 'nginx.conf'), configuration(folder, port, siteOrigin));
  const child = spawn(nginx, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const close = () => {
    child.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/api/health`);
      return { url, close };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  close();
  throw new Error('nginx did not start (see its messages above)');
}
