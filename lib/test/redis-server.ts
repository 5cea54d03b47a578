import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, vi } from 'vitest';
import { freePort } from './free-port';

/** redis-server, where the test set-up installs it (scripts/ensure-system-packages.sh). */
const redisServerPath =
  process.env.REDIS_SERVER_PATH ??
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, 'redis-server'))
    .find((file) => existsSync(file));

export interface RedisServer {
  port: number;
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * A redis-server on a free loopback port, keeping nothing on disk, with `config` lines
 * (`requirepass x`, `replicaof 127.0.0.1 6379`); `sentinel` starts it as a sentinel, whose
 * configuration must be a file it can rewrite.
 */
export async function startRedisServer(config: string[] = [], { sentinel = false } = {}): Promise<RedisServer> {
  if (!redisServerPath) throw new Error('redis-server is not installed: scripts/ensure-system-packages.sh installs it');
  const port = await freePort();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'redis-test-'));
  const file = path.join(folder, 'redis.conf');
  writeFileSync(
    file,
    [`port ${port}`, 'bind 127.0.0.1', `dir ${folder}`, ...(sentinel ? [] : ['save ""', 'appendonly no']), ...config]
      .map((line) => `${line}\n`)
      .join(''),
  );
  const child = spawn(redisServerPath, [file, ...(sentinel ? ['--sentinel'] : [])]);
  let output = '';
  child.stdout!.on('data', (data) => (output += data));
  await vi.waitFor(() => expect(output).toMatch(sentinel ? /Sentinel ID is/ : /Ready to accept connections/), {
    timeout: 10_000,
  });
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
