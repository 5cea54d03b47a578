import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Servers a test starts itself and stops by its pid. */

const ROOT = path.resolve(import.meta.dirname, '..');
const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');

/** A process a test started, with everything it has written so far, line by line. */
export interface Started {
  process: ChildProcess;
  output: string[];
}

export function start(command: string, args: string[], env: Record<string, string> = {}, cwd = ROOT): Started {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { process: child, output };
}

/**
 * `next start` of the tests' build on `port`, on this test runner's own Node (24), not the PATH's;
 * of another tree's build with `root` (e2e/rollout.spec.ts's second release).
 */
export function startSite(port: number, env: Record<string, string>, root = ROOT): Started {
  const next = root === ROOT ? NEXT_BIN : path.join(root, 'node_modules/next/dist/bin/next');
  return start(process.execPath, [next, 'start', '-p', String(port), '-H', 'localhost'], env, root);
}

/** A Redis server on a loopback port, keeping nothing on disk; `options` as `--name value` more. */
export function startRedis(port: number, options: string[] = []): Started {
  return start(process.env.REDIS_SERVER_PATH ?? 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    ...options,
  ]);
}

/**
 * redis-server as a Redis Sentinel on a loopback port, with `config` lines; its configuration is
 * a file of its own, which a sentinel rewrites as it learns.
 */
export function startSentinel(port: number, config: string[]): Started {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sentinel-'));
  const file = path.join(folder, 'sentinel.conf');
  writeFileSync(file, [`port ${port}`, 'bind 127.0.0.1', `dir ${folder}`, ...config].join('\n') + '\n');
  return start(process.env.REDIS_SERVER_PATH ?? 'redis-server', [file, '--sentinel']);
}

/** Waits until a site started by `startSite` answers its liveness probe. */
export async function untilLive(url: string, timeout = 60_000): Promise<void> {
  await expect.poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.status, { timeout }).toBe(200);
}

export async function stop({ process: child }: Started): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** How many times a site has logged an event (its log lines are JSON). */
export const logged = (site: Started, event: string) =>
  site.output.filter((line) => line.includes(`"event":"${event}"`)).length;
