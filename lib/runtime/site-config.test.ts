import { describe, expect, it } from 'vitest';
import { ConfigError, readSiteConfig } from './site-config';

const REQUIRED = {
  PROVIDER_API_URL: 'https://provider.example.org',
  CONTENT_API_URL: 'https://content.example.org/api/v1',
  CONTENT_API_TOKEN: 'secret-token',
  MEDIA_BASE_URL: 'https://media.example.org',
  SITE_URL: 'https://www.example.gov.tm',
};

describe('readSiteConfig', () => {
  it('requires the upstreams, the token, the media base and the site address, naming each one missing', () => {
    expect(() => readSiteConfig({})).toThrow(ConfigError);
    expect(() => readSiteConfig({})).toThrow(
      'Invalid environment: PROVIDER_API_URL: is required; CONTENT_API_URL: is required; CONTENT_API_TOKEN: is required; ' +
        'MEDIA_BASE_URL: is required; SITE_URL: is required',
    );
  });

  it.each(Object.keys(REQUIRED))('never falls back to a demo value for %s', (name) => {
    // An upstream address without its token would otherwise send the demo's token to it.
    expect(() => readSiteConfig({ ...REQUIRED, [name]: undefined })).toThrow(
      `Invalid environment: ${name}: is required`,
    );
    expect(() => readSiteConfig({ ...REQUIRED, [name]: '' })).toThrow(`Invalid environment: ${name}: is required`);
  });

  it('reads every variable, and defaults only the timings', () => {
    expect(readSiteConfig(REQUIRED)).toEqual({
      providerApiUrl: 'https://provider.example.org',
      contentApiUrl: 'https://content.example.org/api/v1',
      contentApiToken: 'secret-token',
      mediaBaseUrl: 'https://media.example.org',
      mediaOrigins: ['https://media.example.org'],
      siteOrigin: 'https://www.example.gov.tm',
      timeoutMs: 8000,
      revalidateSeconds: 60,
      revalidateSecrets: [],
      statusSecret: undefined,
    });
    expect(
      readSiteConfig({
        ...REQUIRED,
        UPSTREAM_TIMEOUT_MS: '2500',
        REVALIDATE_SECONDS: '5',
        REVALIDATE_SECRET: 'a-long-enough-secret',
      }),
    ).toMatchObject({
      timeoutMs: 2500,
      revalidateSeconds: 5,
      revalidateSecrets: [{ value: 'a-long-enough-secret', name: 'current' }],
    });
  });

  it('takes a second revalidation secret during a rotation, and a status secret of its own', () => {
    expect(
      readSiteConfig({
        ...REQUIRED,
        REVALIDATE_SECRET: 'the-new-hook-secret',
        REVALIDATE_SECRET_PREVIOUS: 'the-old-hook-secret',
        STATUS_SECRET: 'the-monitor-secret',
      }),
    ).toMatchObject({
      revalidateSecrets: [
        { value: 'the-new-hook-secret', name: 'current' },
        { value: 'the-old-hook-secret', name: 'previous' },
      ],
      statusSecret: 'the-monitor-secret',
    });
    // A previous secret alone would be a hook whose current secret was forgotten.
    expect(() => readSiteConfig({ ...REQUIRED, REVALIDATE_SECRET_PREVIOUS: 'the-old-hook-secret' })).toThrow(
      /^Invalid environment: REVALIDATE_SECRET_PREVIOUS: is set without REVALIDATE_SECRET/,
    );
  });

  it('adds the origins of MEDIA_HOSTS to the media base, and names it when an entry is not one', () => {
    expect(readSiteConfig({ ...REQUIRED, MEDIA_HOSTS: 'https://cdn.example.org' }).mediaOrigins).toEqual([
      'https://media.example.org',
      'https://cdn.example.org',
    ]);
    expect(() => readSiteConfig({ ...REQUIRED, MEDIA_HOSTS: 'cdn.example.org' })).toThrow(
      /^Invalid environment: MEDIA_HOSTS: /,
    );
  });

  it('keeps only the origin of SITE_URL, whatever path or slash it was given with', () => {
    expect(readSiteConfig({ ...REQUIRED, SITE_URL: 'https://www.example.gov.tm/tm/' }).siteOrigin).toBe(
      'https://www.example.gov.tm',
    );
  });

  it('treats an empty optional variable as unset', () => {
    expect(readSiteConfig({ ...REQUIRED, UPSTREAM_TIMEOUT_MS: '', REVALIDATE_SECRET: '' })).toMatchObject({
      timeoutMs: 8000,
      revalidateSecrets: [],
    });
  });

  it.each([
    ['PROVIDER_API_URL', 'not a url'],
    ['CONTENT_API_URL', 'https://content.example.org/api/v1/'],
    ['MEDIA_BASE_URL', 'ftp://media.example.org'],
    ['SITE_URL', 'ftp://example.org'],
    ['UPSTREAM_TIMEOUT_MS', 'soon'],
    ['UPSTREAM_TIMEOUT_MS', '0'],
    ['REVALIDATE_SECONDS', '-1'],
    // Pages are kept in the page cache; one that may never be kept cannot be cached at all.
    ['REVALIDATE_SECONDS', '0'],
    ['REVALIDATE_SECRET', 'short'],
    ['STATUS_SECRET', 'short'],
  ])('names %s when it is %j', (name, value) => {
    expect(() => readSiteConfig({ ...REQUIRED, [name]: value })).toThrow(new RegExp(`^Invalid environment: ${name}:`));
  });
});
