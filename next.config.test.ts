import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadConfig(environment: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  return (await import('./next.config')).default;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('next.config', () => {
  it('builds for `next start` unless the standalone server is asked for', async () => {
    // `next start` warns that it does not serve a standalone build: `npm start` must not.
    expect((await loadConfig({ NEXT_OUTPUT_STANDALONE: undefined })).output).toBeUndefined();
  });

  it('builds the standalone server for the container and its browser test', async () => {
    expect((await loadConfig({ NEXT_OUTPUT_STANDALONE: '1' })).output).toBe('standalone');
  });
});
