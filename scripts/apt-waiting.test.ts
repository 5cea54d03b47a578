import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'apt-waiting.sh');
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/**
 * Runs `apt_waiting <args>` with a stand-in apt-get first on PATH, which fails `lockedTimes`
 * times as apt does when another holds its lock, then exits with `finally`.
 */
function aptWaiting(
  args: string,
  {
    lockedTimes,
    finally: lastStatus = 0,
    waitSeconds = 60,
  }: {
    lockedTimes: number;
    finally?: number;
    waitSeconds?: number;
  },
) {
  const folder = mkdtempSync(path.join(tmpdir(), 'apt-waiting-'));
  folders.push(folder);
  const calls = path.join(folder, 'calls');
  writeFileSync(
    path.join(folder, 'apt-get'),
    `#!/usr/bin/env bash
echo "$*" >> '${calls}'
if [ "$(wc -l < '${calls}')" -le ${lockedTimes} ]; then
  echo 'E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)' >&2
  echo 'E: Unable to lock directory /var/lib/apt/lists/' >&2
  exit 100
fi
[ ${lastStatus} -eq 0 ] || echo 'E: Unable to locate package no-such-package' >&2
exit ${lastStatus}
`,
  );
  chmodSync(path.join(folder, 'apt-get'), 0o755);
  const result = spawnSync('bash', ['-c', `source '${script}'; apt_waiting ${args}`], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${folder}:${process.env.PATH}`,
      APT_LOCK_WAIT_SECONDS: String(waitSeconds),
      APT_LOCK_RETRY_SECONDS: '0',
    },
  });
  const called = readFileSync(calls, 'utf8').trim().split('\n');
  return { status: result.status, stderr: result.stderr, called };
}

describe('apt_waiting (scripts/apt-waiting.sh)', () => {
  it('waits while another apt holds the lists lock, then runs', () => {
    const { status, called, stderr } = aptWaiting('update -qq', { lockedTimes: 3 });
    expect(status).toBe(0);
    expect(called).toHaveLength(4);
    // dpkg's own lock is waited for by apt itself, as long.
    expect(called[0]).toBe('-o DPkg::Lock::Timeout=60 update -qq');
    expect(stderr).toContain('apt-get update: another apt or dpkg holds its lock; waiting');
  });

  it('fails at once, saying why, on a failure that is not a lock', () => {
    const { status, called, stderr } = aptWaiting('install -y no-such-package', { lockedTimes: 0, finally: 100 });
    expect(status).toBe(100);
    expect(called).toHaveLength(1);
    expect(stderr).toContain('Unable to locate package no-such-package');
  });

  it("fails with apt's message once the lock is held past the wait", () => {
    const { status, stderr } = aptWaiting('update -qq', { lockedTimes: 1_000, waitSeconds: 0 });
    expect(status).toBe(100);
    expect(stderr).toContain('Could not get lock /var/lib/apt/lists/lock');
  });
});
