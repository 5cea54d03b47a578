import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('stops a server whose media hosts are not those its build allows pictures from', async () => {
    expect(await startUp({ BUILT_MEDIA_ORIGINS: 'https://media.example.org' })).toContain(
      'MEDIA_BASE_URL, MEDIA_HOSTS: the build allows pictures from https://media.example.org, not from http://demo.test https://cdn.example.org',
    );
    expect(await startUp({ MEDIA_HOSTS: '' })).toContain('not from http://demo.test;');
  });
});
