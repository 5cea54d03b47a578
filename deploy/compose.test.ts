import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readUpstreamConfig } from '@/lib/upstream/config';
import { renderSiteConf, type SiteConfValues } from '@/scripts/site-proxy';

/*
 * compose.yaml held to what it wires together: the site's variables and probes, and nginx's
 * template (which e2e/topology.spec.ts runs in Debian's nginx). `docker compose config` is not
 * available where the tests run (deploy/README.md).
 */

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const source = read('./compose.yaml');

interface Service {
  environment: Record<string, string>;
  healthcheck: { test: string[] };
  read_only?: boolean;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
}
const compose = parse(source, { merge: true }) as { services: Record<'site' | 'redis' | 'nginx', Service> };
const { site, nginx, redis } = compose.services;

/** A value as Compose gives it: `${NAME:?message}` and `${NAME:-default}` read from `values`. */
function interpolated(value: string, values: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::[?-]([^}]*))?\}/g, (_, name: string, fallback = '') => values[name] ?? fallback);
}

/** The variables Compose requires (`${NAME:?…}`). */
const required = [...new Set([...source.matchAll(/\$\{(\w+):\?/g)].map(([, name]) => name!))];

describe('deploy/compose.yaml', () => {
  it('gives the site an environment it starts with, the shared cache on the Redis service', () => {
    const values = Object.fromEntries(
      [...read('./.env.example').matchAll(/^(\w+)=(.*)$/gm)].map(([, name, value]) => [name!, value || 'x'.repeat(16)]),
    );
    const environment = Object.fromEntries(
      Object.entries(site.environment).map(([name, value]) => [name, interpolated(String(value), values)]),
    );
    expect(() => readUpstreamConfig(environment)).not.toThrow();
    expect(environment.REDIS_URL).toBe('redis://redis:6379');
    expect(site.depends_on?.redis).toBeDefined();
  });

  it('names in .env.example every variable it requires', () => {
    const example = read('./.env.example');
    expect(required.length).toBeGreaterThan(4);
    for (const name of required) expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
  });

  it("checks each instance's readiness, and starts nginx once one is ready", () => {
    expect(site.healthcheck.test.join(' ')).toContain('/api/ready');
    expect(nginx.depends_on?.site).toEqual({ condition: 'service_healthy' });
    expect(nginx.healthcheck.test.join(' ')).toContain('/api/health');
    expect(redis.healthcheck.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  it('fills every variable of the proxy template it mounts, pointing it at the site service', () => {
    expect(nginx.volumes).toContain('./nginx/site.conf:/etc/nginx/templates/site.conf.template:ro');
    const rendered = renderSiteConf(nginx.environment as unknown as SiteConfValues);
    expect(rendered).toContain('server site:3000;');
    expect(rendered).not.toMatch(/\$\{\w+\}/);
  });

  it('runs every service on a read-only root file system', () => {
    for (const [name, service] of Object.entries(compose.services)) expect(service.read_only, name).toBe(true);
  });
});
