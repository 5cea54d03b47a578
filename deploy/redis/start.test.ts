import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const START = path.join(import.meta.dirname, 'start.sh');
const folder = mkdtempSync(path.join(os.tmpdir(), 'redis-start-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** start.sh running, in Redis's place, a command that prints its environment's secrets and its standard input. */
function start(env: Record<string, string>) {
  const shown =
    'for name in REDIS_PASSWORD REDIS_PASSWORD_FILE REDISCLI_AUTH; do eval "echo $name=\\${$name-unset}"; done; cat';
  const run = spawnSync('sh', [START, 'sh', '-c', shown], {
    env: { NODE_ENV: 'test', PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return { code: run.status, output: run.stdout, error: run.stderr };
}

function passwordFile(content: string): string {
  const file = path.join(folder, `password-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, content);
  return file;
}

describe('deploy/redis/start.sh', () => {
  it('gives the password as configuration on standard input, and none of it in the environment', () => {
    const { code, output } = start({ REDIS_PASSWORD: 'secret-1', REDISCLI_AUTH: 'secret-1' });
    expect(code).toBe(0);
    expect(output).toBe(
      'REDIS_PASSWORD=unset\nREDIS_PASSWORD_FILE=unset\nREDISCLI_AUTH=unset\nrequirepass "secret-1"\n',
    );
  });

  it('reads the password from REDIS_PASSWORD_FILE, also when REDIS_PASSWORD is the same', () => {
    const file = passwordFile('secret-2\n');
    const both: Record<string, string>[] = [
      { REDIS_PASSWORD_FILE: file },
      { REDIS_PASSWORD_FILE: file, REDIS_PASSWORD: 'secret-2' },
    ];
    for (const env of both) {
      const { code, output } = start(env);
      expect(code).toBe(0);
      expect(output).toContain('requirepass "secret-2"\n');
    }
  });

  it('refuses a password given both ways with different values, naming the variables', () => {
    const { code, output, error } = start({ REDIS_PASSWORD: 'secret-3', REDIS_PASSWORD_FILE: passwordFile('other') });
    expect(code).toBe(1);
    expect(output).toBe('');
    expect(error).toContain('REDIS_PASSWORD, REDIS_PASSWORD_FILE');
    expect(error).not.toMatch(/secret-3|other/);
  });
});
