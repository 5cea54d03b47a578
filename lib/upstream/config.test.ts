import { describe, expect, it } from 'vitest';
import { readUpstreamConfig } from './config';
import { UPSTREAM_DEFAULTS } from './defaults';

describe('readUpstreamConfig', () => {
  it('points at the demo upstream when nothing is set', () => {
    const config = readUpstreamConfig({});
    expect(config).toMatchObject({
      providerApiUrl: UPSTREAM_DEFAULTS.PROVIDER_API_URL,
      contentApiUrl: UPSTREAM_DEFAULTS.CONTENT_API_URL,
      mediaBaseUrl: UPSTREAM_DEFAULTS.MEDIA_BASE_URL,
      timeoutMs: 8000,
      revalidateSeconds: 60,
      revalidateSecret: undefined,
    });
  });

  it('reads every variable', () => {
    const config = readUpstreamConfig({
      PROVIDER_API_URL: 'https://provider.example.org',
      CONTENT_API_URL: 'https://content.example.org/api/v1',
      CONTENT_API_TOKEN: 'secret-token',
      MEDIA_BASE_URL: 'https://media.example.org',
      UPSTREAM_TIMEOUT_MS: '2500',
      REVALIDATE_SECONDS: '5',
      REVALIDATE_SECRET: 'a-long-enough-secret',
    });
    expect(config).toEqual({
      providerApiUrl: 'https://provider.example.org',
      contentApiUrl: 'https://content.example.org/api/v1',
      contentApiToken: 'secret-token',
      mediaBaseUrl: 'https://media.example.org',
      timeoutMs: 2500,
      revalidateSeconds: 5,
      revalidateSecret: 'a-long-enough-secret',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(readUpstreamConfig({ UPSTREAM_TIMEOUT_MS: '', REVALIDATE_SECRET: '' })).toMatchObject({
      timeoutMs: 8000,
      revalidateSecret: undefined,
    });
  });

  it.each([
    ['PROVIDER_API_URL', 'not a url'],
    ['CONTENT_API_URL', 'https://content.example.org/api/v1/'],
    ['MEDIA_BASE_URL', 'ftp://media.example.org'],
    ['UPSTREAM_TIMEOUT_MS', 'soon'],
    ['UPSTREAM_TIMEOUT_MS', '0'],
    ['REVALIDATE_SECONDS', '-1'],
    // Pages are kept in the page cache; one that may never be kept cannot be cached at all.
    ['REVALIDATE_SECONDS', '0'],
    ['REVALIDATE_SECRET', 'short'],
  ])('names %s when it is %j', (name, value) => {
    expect(() => readUpstreamConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment: ${name}:`));
  });
});
