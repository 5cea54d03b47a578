import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy({ mediaOrigins: ['https://media.example.org'], development: false }));

  it('runs scripts from the site itself and inline, never from another host, never eval in production', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allows images and media from self and the media hosts only', () => {
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://media.example.org']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'https://media.example.org']);
  });

  it('takes its service worker and manifests from the site itself only', () => {
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
  });

  it('forbids plugins, foreign bases and forms, and being framed', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('frames only the embed hosts, over https', () => {
    expect(policy.get('frame-src')).toContain('https://www.openstreetmap.org');
    expect(policy.get('frame-src')?.every((source) => source.startsWith('https://'))).toBe(true);
  });

  it('allows every media host, the extra ones too', () => {
    const withCdn = directives(
      contentSecurityPolicy({
        mediaOrigins: ['https://media.example.org', 'https://cdn.example.org'],
        development: false,
      }),
    );
    expect(withCdn.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://media.example.org',
      'https://cdn.example.org',
    ]);
    expect(withCdn.get('media-src')).toEqual([
      "'self'",
      'blob:',
      'https://media.example.org',
      'https://cdn.example.org',
    ]);
  });

  it('upgrades insecure requests only when all the media are on https', () => {
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    const local = contentSecurityPolicy({ mediaOrigins: ['http://127.0.0.1:4010'], development: false });
    expect(directives(local).has('upgrade-insecure-requests')).toBe(false);
    const mixed = contentSecurityPolicy({
      mediaOrigins: ['https://media.example.org', 'http://old.example.org'],
      development: false,
    });
    expect(directives(mixed).has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows eval in development only', () => {
    const dev = contentSecurityPolicy({ mediaOrigins: ['http://127.0.0.1:4010'], development: true });
    expect(directives(dev).get('script-src')).toContain("'unsafe-eval'");
  });
});
