import { describe, expect, it, vi } from 'vitest';
import { availabilityLog, readRedisUrl } from './shared-cache';

describe('readRedisUrl', () => {
  it('is unset when the variable is missing or empty', () => {
    expect(readRedisUrl({})).toBeUndefined();
    expect(readRedisUrl({ REDIS_URL: '' })).toBeUndefined();
  });

  it('accepts Redis URLs, with TLS and credentials', () => {
    expect(readRedisUrl({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe('redis://127.0.0.1:6379');
    expect(readRedisUrl({ REDIS_URL: 'rediss://user:pass@cache.example.org:6380/2' })).toBe(
      'rediss://user:pass@cache.example.org:6380/2',
    );
  });

  it.each(['localhost:6379', 'http://cache.example.org', 'redis//cache'])(
    'stops on %s, naming the variable',
    (value) => {
      expect(() => readRedisUrl({ REDIS_URL: value })).toThrow(/^Invalid environment: REDIS_URL: /);
    },
  );
});

describe('availabilityLog', () => {
  it('logs each change once, however often the client reports the same state', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = availabilityLog();

    log.down(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    log.down(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(error.mock.calls[0]![0]))).toMatchObject({
      level: 'error',
      event: 'shared_cache_unavailable',
      message: 'connect ECONNREFUSED 127.0.0.1:6379',
    });

    log.up();
    log.up();
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(info.mock.calls[0]![0]))).toEqual({ level: 'info', event: 'shared_cache_connected' });

    log.down('Socket closed unexpectedly');
    expect(error).toHaveBeenCalledTimes(2);
  });
});
