import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * Podman as e2e/container.spec.ts runs it, and deploy/compose.yaml read into the settings of
 * `podman build` and `podman run`, so that what the spec runs is what the file says.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
export const DEPLOY_DIR = path.join(ROOT, 'deploy');
/** runc with cgroupfs and no default ulimits: what runs on the machines we test on (the file says why). */
export const CONTAINERS_CONF = path.join(ROOT, 'scripts', 'containers', 'containers.conf');

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  /** How long it ran, in seconds. */
  seconds: number;
}

/** Runs a command to its end without holding the test runner's event loop. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<Ran> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, CONTAINERS_CONF, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 }));
  });
}

/** `podman …` (on runc), its output; throws with what it wrote when it fails. */
export async function podman(args: string[]): Promise<string> {
  const ran = await run('podman', ['--runtime', 'runc', ...args]);
  if (ran.code !== 0) {
    throw new Error(
      `podman ${args.join(' ')} exited with ${ran.code}:\n${ran.stdout.slice(-4000)}\n${ran.stderr.slice(-4000)}`,
    );
  }
  return ran.stdout.trim();
}

/** A service of compose.yaml, as far as the spec runs it. */
export interface ComposeService {
  image: string;
  build?: { context: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  read_only?: boolean;
  tmpfs?: string[];
  volumes?: string[];
  healthcheck?: { test: string[]; interval?: string; timeout?: string; start_period?: string; retries?: number };
  stop_grace_period?: string;
}

export type ServiceName = 'site' | 'static' | 'nginx' | 'redis';

export function readCompose(): Record<ServiceName, ComposeService> {
  const source = readFileSync(path.join(DEPLOY_DIR, 'compose.yaml'), 'utf8');
  return (parse(source, { merge: true }) as { services: Record<ServiceName, ComposeService> }).services;
}

/**
 * A value as Compose reads it from `values` (never from the shell that runs the tests):
 * `${NAME}`, `${NAME:-default}` (unset or empty), `${NAME:?message}` (which must be given).
 */
export function interpolate(value: string, values: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind?: string, text = '') => {
    const given = values[name];
    if (given) return given;
    if (kind === '?') throw new Error(`compose.yaml needs ${name}: ${text}`);
    return kind === '-' ? text : '';
  });
}

/** `10s`, `1m30s` in seconds, as Compose's durations are written. */
export function seconds(duration: string): number {
  let total = 0;
  for (const [, amount, unit] of duration.matchAll(/(\d+)(ms|s|m|h)/g)) {
    total += Number(amount) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as 'ms' | 's' | 'm' | 'h'];
  }
  return total;
}

/**
 * `podman run` options for a health check of compose.yaml. Podman 4.3 takes an exec form as a
 * JSON array without its `CMD` (given with it, the array is split at its spaces).
 */
export function healthOptions(check: NonNullable<ComposeService['healthcheck']>): string[] {
  const [kind, ...command] = check.test;
  const options = ['--health-cmd', kind === 'CMD' ? JSON.stringify(command) : command.join(' ')];
  if (check.interval) options.push('--health-interval', check.interval);
  if (check.timeout) options.push('--health-timeout', check.timeout);
  if (check.start_period) options.push('--health-start-period', check.start_period);
  if (check.retries !== undefined) options.push('--health-retries', String(check.retries));
  return options;
}
