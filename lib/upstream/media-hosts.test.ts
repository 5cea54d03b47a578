import { describe, expect, it } from 'vitest';
import { isOnMediaHost, mediaOrigins } from './media-hosts';

describe('mediaOrigins', () => {
  it('is the media base alone without MEDIA_HOSTS', () => {
    expect(mediaOrigins({ MEDIA_BASE_URL: 'https://media.example.org/files' })).toEqual(['https://media.example.org']);
  });

  it('adds the origins of MEDIA_HOSTS, once each', () => {
    expect(
      mediaOrigins({
        MEDIA_BASE_URL: 'https://media.example.org',
        MEDIA_HOSTS: ' https://cdn.example.org, https://img.example.net/ ,https://media.example.org,',
      }),
    ).toEqual(['https://media.example.org', 'https://cdn.example.org', 'https://img.example.net']);
  });

  it.each([
    'cdn.example.org',
    'ftp://cdn.example.org',
    'https://cdn.example.org/pictures',
    'https://cdn.example.org/?a=1',
  ])('names MEDIA_HOSTS when an entry is %j', (entry) => {
    expect(() => mediaOrigins({ MEDIA_BASE_URL: 'https://media.example.org', MEDIA_HOSTS: entry })).toThrow(
      /^Invalid environment: MEDIA_HOSTS: /,
    );
  });
});

describe('isOnMediaHost', () => {
  const origins = ['https://media.example.org', 'https://cdn.example.org'];

  it('accepts a URL on any of the origins', () => {
    expect(isOnMediaHost('https://cdn.example.org/a/b.png', origins)).toBe(true);
    expect(isOnMediaHost('https://media.example.org/x.jpg', origins)).toBe(true);
  });

  it('refuses any other host, scheme or port, and what is not a URL', () => {
    expect(isOnMediaHost('https://evil.example/x.png', origins)).toBe(false);
    expect(isOnMediaHost('http://cdn.example.org/x.png', origins)).toBe(false);
    expect(isOnMediaHost('https://cdn.example.org:8443/x.png', origins)).toBe(false);
    expect(isOnMediaHost('not a url', origins)).toBe(false);
  });
});
