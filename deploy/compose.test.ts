import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readSiteConfig } from '@/lib/runtime/site-config';
import { renderSiteConf, type SiteConfValues, type SiteTlsConfValues } from '@/scripts/site-proxy';

/*
 * compose.yaml held to what it wires together: the site's variables and probes, nginx's
 * template (which e2e/topology.spec.ts runs in Debian's nginx) and the images it builds from
 * this tree. e2e/container.spec.ts builds and runs those images with the file's settings; `docker
 * compose config` is not available where the tests run (deploy/README.md).
 */

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const source = read('./compose.yaml');

interface Service {
  image: string;
  build: { context: string; args?: Record<string, string> };
  command?: string[];
  environment: Record<string, string>;
  healthcheck: { test: string[] };
  read_only?: boolean;
  tmpfs?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  profiles?: string[];
}
const compose = parse(source, { merge: true }) as {
  services: Record<'site' | 'redis' | 'nginx' | 'static' | 'prometheus', Service>;
};
const { site, nginx, redis, static: publisher, prometheus } = compose.services;
const siteDockerfile = read('../Dockerfile');

/** A value as Compose gives it: `${NAME:?message}` and `${NAME:-default}` read from `values`. */
function interpolated(value: string, values: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::[?-]([^}]*))?\}/g, (_, name: string, fallback = '') => values[name] ?? fallback);
}

/** The variables Compose requires (`${NAME:?…}`). */
const required = [...new Set([...source.matchAll(/\$\{(\w+):\?/g)].map(([, name]) => name!))];

/** .env.example's values, as Compose reads them: the rest of the line after `NAME=`. */
const exampleValues = Object.fromEntries(
  [...read('./.env.example').matchAll(/^(\w+)=(.*)$/gm)].map(([, name, value]) => [name!, value!]),
);

describe('deploy/compose.yaml', () => {
  it('gives the site an environment it starts with, the shared cache on the Redis service', () => {
    const values = Object.fromEntries(
      Object.entries(exampleValues).map(([name, value]) => [name, value || 'x'.repeat(16)]),
    );
    const environment = Object.fromEntries(
      Object.entries(site.environment).map(([name, value]) => [name, interpolated(String(value), values)]),
    );
    expect(() => readSiteConfig(environment)).not.toThrow();
    expect(environment.REDIS_URL).toBe('redis://redis:6379');
    expect(site.depends_on?.redis).toBeDefined();
  });

  it('names in .env.example every variable it requires', () => {
    const example = read('./.env.example');
    expect(required.length).toBeGreaterThan(4);
    for (const name of required) expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
  });

  it("checks each instance's state on the port it listens on, and nginx's own health apart from them", () => {
    // The image's own check, which reads /api/ready (deploy/site-health.test.ts).
    expect(site.healthcheck.test).toEqual(['CMD', 'node', '/app/site-health.ts']);
    expect(siteDockerfile).toContain('COPY --from=build /app/deploy/site-health.ts ./site-health.ts');
    expect(siteDockerfile).toMatch(/^WORKDIR \/app$/m);
    expect(siteDockerfile).toMatch(/^HEALTHCHECK .* CMD \["node", "\/app\/site-health.ts"\]$/m);
    // nginx starts once the instances are started, not ready: it answers the pages it holds
    // meanwhile. It cannot start before: it looks `site` up when it starts (README, "Containers").
    expect(nginx.depends_on?.site).toEqual({ condition: 'service_started' });
    expect(nginx.healthcheck.test).toEqual(['CMD', 'nginx-health']);
    // The image's check asks nginx's own location, which answers without an instance.
    expect(read('./nginx/health.sh')).toContain('GET /nginx-health ');
    expect(read('./nginx/site.conf')).toMatch(/location = \/nginx-health \{[^}]*return 200 /);
    expect(redis.healthcheck.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  it('builds every image from a Dockerfile of this tree, on a base image a build argument names', () => {
    const dockerfile = (service: Service) =>
      readFileSync(new URL(`${service.build.context.replace(/\/?$/, '/')}Dockerfile`, import.meta.url), 'utf8');
    // The public bases by default; machines without a registry give their own (README, "Containers").
    expect(dockerfile(site)).toMatch(/^ARG NODE_IMAGE=node:24-slim$/m);
    expect(site.build.args?.NODE_IMAGE).toBe('${NODE_IMAGE:-node:24-slim}');
    expect(site.image).toBe('${SITE_IMAGE:-edu-site:latest}');
    for (const [name, service] of [
      ['nginx', nginx],
      ['redis', redis],
      ['prometheus', prometheus],
    ] as const) {
      expect(service.build.context, name).toBe(`./${name}`);
      expect(dockerfile(service), name).toMatch(/^ARG DEBIAN_IMAGE=debian:bookworm-slim$/m);
      expect(service.build.args?.DEBIAN_IMAGE, name).toBe('${DEBIAN_IMAGE:-debian:bookworm-slim}');
      expect(service.image, name).toBe(`\${${name.toUpperCase()}_IMAGE:-edu-site-${name}:latest}`);
    }
    expect(dockerfile(nginx)).toMatch(/apt-get install .*\bnginx\b/);
    expect(dockerfile(redis)).toMatch(/apt-get install .*\bredis-server\b/);
    expect(dockerfile(prometheus)).toMatch(/apt-get install .*\bprometheus\b/);
  });

  it("keeps each instance's metrics port to the stack's network: never published, nor proxied by nginx", () => {
    expect(siteDockerfile).toMatch(/^\s+METRICS_PORT=9464 \\$/m);
    expect(siteDockerfile).toMatch(/^\s+METRICS_HOST=0\.0\.0\.0$/m);
    expect(siteDockerfile).not.toMatch(/^EXPOSE .*9464/m);
    expect(site.ports).toBeUndefined();
    expect(read('./nginx/site.conf')).not.toContain('9464');
  });

  it('runs Prometheus only when asked, on the rules of this tree, reachable from this machine only', () => {
    expect(prometheus.profiles).toEqual(['monitoring']);
    expect(prometheus.ports).toEqual(['127.0.0.1:${PROMETHEUS_PORT:-9090}:9090']);
    const mounted = (prometheus.volumes ?? []).filter((volume) => volume.startsWith('./'));
    expect(mounted).toEqual([
      './prometheus/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
      './prometheus/alerts.yml:/etc/prometheus/alerts.yml:ro',
    ]);
    for (const volume of mounted) expect(() => read(volume.split(':')[0]!)).not.toThrow();
    expect(read('./prometheus/Dockerfile')).toContain('--config.file=/etc/prometheus/prometheus.yml');
  });

  it('runs Redis as a cache other containers reach: no snapshots, no protected mode', () => {
    expect(redis.command?.slice(0, 3)).toEqual(['redis-server', '--protected-mode', 'no']);
    expect(redis.command?.join(' ')).toContain('--save  --appendonly no');
    expect(redis.ports).toBeUndefined();
    // Only entries, which expire, are evicted: never the handler's tag index (lib/cache/redis-eviction.test.ts).
    expect(redis.command?.join(' ')).toContain('--maxmemory-policy volatile-lru');
  });

  it('requires a password of every client of Redis, the instances and its health check given the same', () => {
    const required = /^\$\{REDIS_PASSWORD:\?[^}]+\}$/;
    expect(site.environment.REDIS_PASSWORD).toMatch(required);
    expect(redis.environment.REDIS_PASSWORD).toMatch(required);
    // redis-cli reads it from the environment the health check runs in.
    expect(redis.environment.REDISCLI_AUTH).toMatch(required);
    expect(redis.healthcheck.test).toEqual(['CMD', 'redis-cli', 'ping']);
    expect(read('./redis/Dockerfile')).toMatch(/^ENTRYPOINT \["sh", "\/usr\/local\/bin\/redis-start"\]$/m);
    expect(read('./redis/start.sh')).toContain('requirepass');
  });

  it('fills every variable of the proxy template it mounts, pointing it at the site service', () => {
    expect(nginx.volumes).toContain('./nginx/site.conf:/etc/nginx/templates/site.conf.template:ro');
    const rendered = renderSiteConf(nginx.environment as unknown as SiteConfValues);
    expect(rendered).toContain('server site:3000;');
    expect(rendered).not.toMatch(/\$\{\w+\}/);
    // The JSON access log in the container's output, beside the instances' JSON lines.
    expect(rendered).toContain('access_log /dev/stdout site_json;');
  });

  it('serves HTTPS with the TLS template it mounts, filled where site.conf includes it', () => {
    expect(nginx.volumes).toContain('./nginx/site-tls.conf:/etc/nginx/templates/site-tls.inc.template:ro');
    // Plain HTTP is redirected to HTTPS on the canonical name with no port: 443, as published.
    expect(read('./nginx/site.conf')).toContain('return 308 https://$server_name$request_uri;');
    expect(nginx.ports).toEqual(['${NGINX_PORT:-80}:80', '${NGINX_TLS_PORT:-443}:443']);
    expect(exampleValues.NGINX_TLS_PORT).toBe('443');
    // The entrypoint fills NAME.template into conf.d/NAME: `.inc`, included by site.conf alone.
    expect(nginx.environment.NGINX_TLS_CONF).toBe('${NGINX_TLS_CONF:-/etc/nginx/conf.d/site-tls.inc}');
    const rendered = renderSiteConf(nginx.environment as unknown as SiteTlsConfValues, read('./nginx/site-tls.conf'));
    expect(rendered).not.toMatch(/\$\{\w+\}/);
    expect(rendered).toContain('listen 443 ssl http2;');
    const certificateFolder = nginx.volumes!.find((volume) => volume.endsWith(':/etc/nginx/tls:ro'));
    expect(certificateFolder).toBe('./tls:/etc/nginx/tls:ro');
    expect(rendered).toContain('ssl_certificate /etc/nginx/tls/fullchain.pem;');
    // The key never reaches Git or an image.
    expect(read('../.dockerignore')).toMatch(/^deploy\/tls$/m);
    expect(read('../.gitignore')).toMatch(/^\/deploy\/tls\/\*\.pem$/m);
    // nginx does not start without them: the folder says how to make them, the quick start points there.
    expect(read('./tls/README.md')).toMatch(/\nopenssl req -x509 [^\n]*-keyout privkey\.pem -out fullchain\.pem\n/);
    expect(read('./README.md')).toMatch(/```sh\ncd deploy\ncp \.env\.example \.env[^`]*tls\/README\.md/);
  });

  it("answers at the host names .env.example gives, which it requires, the canonical one SITE_URL's", () => {
    expect(nginx.environment.NGINX_SERVER_NAME).toMatch(/^\$\{NGINX_SERVER_NAME:\?[^}]+\}$/);
    const names = exampleValues.NGINX_SERVER_NAME!.split(' ');
    expect(names[0]).toBe(new URL(exampleValues.SITE_URL!).hostname);
    const environment = Object.fromEntries(
      Object.entries(nginx.environment).map(([name, value]) => [name, interpolated(String(value), exampleValues)]),
    );
    expect(renderSiteConf(environment as unknown as SiteConfValues)).toContain(`server_name ${names.join(' ')};`);
  });

  it("gives in .env.example nginx's settings an operator sets, with compose.yaml's defaults", () => {
    for (const name of [
      'NGINX_TLS_CONF',
      'NGINX_REAL_IP_FROM',
      'NGINX_REVALIDATE_ALLOW',
      'NGINX_PORT',
      'NGINX_TLS_PORT',
    ]) {
      const fallback = new RegExp(`\\$\\{${name}:-([^}]*)\\}`).exec(source)?.[1];
      expect(fallback, name).toBeDefined();
      expect(exampleValues[name], name).toBe(fallback);
    }
  });

  it("publishes the image's build files where nginx serves them before any instance starts", () => {
    expect(publisher.image).toBe(site.image);
    const [shell, script, folder] = publisher.command!;
    expect([shell, script]).toEqual(['sh', '/app/publish-static.sh']);
    expect(publisher.volumes).toEqual([`static-files:${folder}`]);
    expect(site.depends_on?.static).toEqual({ condition: 'service_completed_successfully' });
    expect(nginx.volumes).toContain(`static-files:${nginx.environment.NGINX_STATIC_ROOT}:ro`);
    expect(nginx.environment.NGINX_STATIC_ROOT).toBe(folder);
    // The image holds the script, and the folder as its unprivileged user's, so that a new
    // volume mounted there is theirs too.
    expect(siteDockerfile).toContain('COPY --from=build /app/deploy/publish-static.sh ./publish-static.sh');
    expect(siteDockerfile).toContain(`chown node:node ${folder}`);
  });

  it('runs every service on a read-only root file system, with memory for what it writes', () => {
    for (const [name, service] of Object.entries(compose.services)) expect(service.read_only, name).toBe(true);
    expect(site.tmpfs).toEqual(['/app/.next/cache', '/tmp']);
    // nginx's pid (/run/nginx.pid), temp files (Debian's /var/lib/nginx) and filled templates.
    for (const folder of ['/run', '/var/lib/nginx', '/etc/nginx/conf.d']) expect(nginx.tmpfs).toContain(folder);
  });
});

/**
 * Whether .dockerignore leaves `file` out of the build's context, as Docker and Buildah read it:
 * each line a pattern on the path from the context's root (`*` within a name, `**` across
 * folders), a folder's pattern covering what it holds, `!` taking a path back, the last match
 * deciding.
 */
function ignored(file: string, patterns: string[]): boolean {
  let result = false;
  for (const line of patterns) {
    const negated = line.startsWith('!');
    const pattern = (negated ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
    const expression = pattern
      .split(/(\*\*\/?|\*|\?)/)
      .map((part) =>
        part === '**/'
          ? '(?:.*/)?'
          : part === '**'
            ? '.*'
            : part === '*'
              ? '[^/]*'
              : part === '?'
                ? '[^/]'
                : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    if (new RegExp(`^${expression}(?:/.*)?$`).test(file)) result = !negated;
  }
  return result;
}

describe('.dockerignore', () => {
  const patterns = readFileSync(new URL('../.dockerignore', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it("keeps every .env out of the image, the stack's deploy/.env first", () => {
    for (const file of ['deploy/.env', '.env', '.env.local', 'deploy/.env.production', 'app/.env'])
      expect(ignored(file, patterns), file).toBe(true);
  });

  it('keeps out what the build makes itself, and nothing the build needs', () => {
    for (const file of ['node_modules/next/package.json', '.next/BUILD_ID', '.next-e2e-failure/BUILD_ID', '.git/HEAD'])
      expect(ignored(file, patterns), file).toBe(true);
    for (const file of [
      'package.json',
      'package-lock.json',
      'next.config.ts',
      'app/layout.tsx',
      'public/brand/logo.svg',
      'scripts/assemble-standalone.sh',
      'deploy/publish-static.sh',
    ])
      expect(ignored(file, patterns), file).toBe(false);
  });
});
