import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheNamespace, readBuildId, SHAPING_VARIABLES } from './namespace';

const configuration = {
  PROVIDER_API_URL: 'https://api.example.tm/provider',
  CONTENT_API_URL: 'https://api.example.tm/content/api/v1',
  CONTENT_API_TOKEN: 'publisher-token',
  MEDIA_BASE_URL: 'https://media.example.tm',
  MEDIA_HOSTS: '',
  SITE_URL: 'https://www.example.tm',
};

describe('cacheNamespace', () => {
  it('is the same for the same build and configuration, and short', () => {
    const namespace = cacheNamespace('build-1', configuration);
    expect(cacheNamespace('build-1', { ...configuration })).toBe(namespace);
    expect(namespace).toMatch(/^[\w-]{16}$/);
  });

  it('changes with the build', () => {
    expect(cacheNamespace('build-2', configuration)).not.toBe(cacheNamespace('build-1', configuration));
  });

  it.each(SHAPING_VARIABLES)('changes with %s, which shapes what a page holds', (name) => {
    expect(cacheNamespace('build-1', { ...configuration, [name]: `${configuration[name]}x` })).not.toBe(
      cacheNamespace('build-1', configuration),
    );
  });

  it('does not change with what only tunes the server, and never shows the token', () => {
    const namespace = cacheNamespace('build-1', configuration);
    expect(cacheNamespace('build-1', { ...configuration, REVALIDATE_SECONDS: '5', PORT: '3001' })).toBe(namespace);
    expect(namespace).not.toContain('publisher');
  });
});

describe('readBuildId', () => {
  it('reads the id Next writes beside the server folder, once per folder', () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'site-build-'));
    mkdirSync(path.join(distDir, 'server'));
    writeFileSync(path.join(distDir, 'BUILD_ID'), 'abc123\n');
    expect(readBuildId(path.join(distDir, 'server'))).toBe('abc123');
  });

  it('names a folder that holds no build', () => {
    expect(readBuildId(path.join(tmpdir(), 'no-such-build', 'server'))).toBe('unbuilt');
    expect(readBuildId(undefined)).toBe('unbuilt');
  });
});
