import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '@/lib/test/test-env';

/**
 * What the server does at start-up with the unit tests' environment changed as given (built for
 * their media base): the message it stops with, if any.
 */
async function startUp(environment: Record<string, string | undefined>): Promise<string | undefined> {
  vi.resetModules();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.stubEnv('BUILT_MEDIA_ORIGINS', `${TEST_ORIGIN} https://cdn.example.org`);
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  const stopped = new Error('stopped');
  const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
    throw stopped;
  });
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { exitOnBadEnvironment } = await import('./check-environment');
  try {
    exitOnBadEnvironment();
    return undefined;
  } catch (thrown) {
    expect(thrown).toBe(stopped);
    expect(exit).toHaveBeenCalledWith(1);
    return String(error.mock.calls[0]?.[0]);
  }
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const secrets = mkdtempSync(path.join(os.tmpdir(), 'start-up-secrets-'));
afterAll(() => rmSync(secrets, { recursive: true, force: true }));

describe('exitOnBadEnvironment', () => {
  it('lets a complete environment start', async () => {
    expect(await startUp({})).toBeUndefined();
  });

  it('stops a server missing a variable, naming it', async () => {
    expect(await startUp({ SITE_URL: undefined })).toBe(
      'The site cannot start. Invalid environment: SITE_URL: is required',
    );
    expect(await startUp({ CONTENT_API_TOKEN: '' })).toContain('CONTENT_API_TOKEN: is required');
  });

  it('stops a server with a REDIS_URL that is not one', async () => {
    expect(await startUp({ REDIS_URL: 'http://cache.internal' })).toBe(
      'The site cannot start. Invalid environment: REDIS_URL: must be a redis:// or rediss:// URL',
    );
  });

  it('stops a server given both one Redis and sentinels, naming both', async () => {
    expect(
      await startUp({
        REDIS_URL: 'redis://cache.internal',
        REDIS_SENTINELS: 'sentinel:26379',
        REDIS_SENTINEL_MASTER: 'site-cache',
      }),
    ).toBe('The site cannot start. Invalid environment: REDIS_URL, REDIS_SENTINELS: give one of them, not both');
    expect(await startUp({ REDIS_SENTINELS: 'sentinel:26379' })).toContain('REDIS_SENTINEL_MASTER: required');
  });

  it('stops a server whose media hosts are not those its build allows pictures from', async () => {
    expect(await startUp({ BUILT_MEDIA_ORIGINS: 'https://media.example.org' })).toContain(
      'MEDIA_BASE_URL, MEDIA_HOSTS: the build allows pictures from https://media.example.org, not from http://demo.test https://cdn.example.org',
    );
    expect(await startUp({ MEDIA_HOSTS: '' })).toContain('not from http://demo.test;');
  });

  it('reads the secrets given as files before it checks them, and stops on one it cannot read', async () => {
    // Each secret stubbed too, so that what the file put into the environment is undone after.
    const token = path.join(secrets, 'content-api-token');
    writeFileSync(token, 'token-from-a-file\n');
    expect(await startUp({ CONTENT_API_TOKEN: undefined, CONTENT_API_TOKEN_FILE: token })).toBeUndefined();
    expect(process.env.CONTENT_API_TOKEN).toBe('token-from-a-file');
    const { siteConfig } = await import('@/lib/runtime/site-config');
    expect(siteConfig().contentApiToken).toBe('token-from-a-file');
    const short = path.join(secrets, 'short-hook-secret');
    writeFileSync(short, 'short\n');
    expect(await startUp({ REVALIDATE_SECRET: undefined, REVALIDATE_SECRET_FILE: short })).toBe(
      'The site cannot start. Invalid environment: REVALIDATE_SECRET: must be at least 16 characters',
    );
    expect(await startUp({ STATUS_SECRET_FILE: path.join(secrets, 'absent') })).toBe(
      `The site cannot start. Invalid environment: STATUS_SECRET_FILE: cannot read ${path.join(secrets, 'absent')} (ENOENT)`,
    );
  });
});
