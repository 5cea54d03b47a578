import { describe, expect, it } from 'vitest';
import { captureLog } from '@/lib/test/log-lines';
import { availabilityLog, readRedisUrl, sharedCacheErrorKind, sharedCacheState } from './shared-cache';

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
    const lines = captureLog();
    const log = availabilityLog();

    log.down(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    log.down(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    expect(lines.lines).toHaveLength(1);
    expect(lines.lines[0]).toMatchObject({
      level: 'error',
      event: 'shared_cache_unavailable',
      kind: 'connection',
      message: 'connect ECONNREFUSED 127.0.0.1:6379',
    });

    log.up();
    log.up();
    expect(lines.events('shared_cache_connected')).toHaveLength(1);
    expect(lines.lines[1]).toMatchObject({ level: 'info', event: 'shared_cache_connected' });

    log.down('Socket closed unexpectedly');
    expect(lines.events('shared_cache_unavailable')).toHaveLength(2);
  });

  it('logs a new kind of error while down, and holds a refusal of writes until a write answers', () => {
    const lines = captureLog();
    const log = availabilityLog();
    log.up();
    const readOnly = new Error("READONLY You can't write against a read only replica.");
    log.down(readOnly);
    log.down(readOnly);
    // Reads of the replica answer: they do not end the refusal.
    log.up({ write: false });
    expect(sharedCacheState({ REDIS_URL: 'redis://cache:6379' })).toBe('unavailable');
    expect(lines.events('shared_cache_unavailable')).toEqual([expect.objectContaining({ kind: 'read_only' })]);

    log.down(Object.assign(new Error('No answer within 1000 ms'), { name: 'RedisTimeout' }));
    expect(lines.events('shared_cache_unavailable').map((line) => line.kind)).toEqual(['read_only', 'timeout']);

    log.up({ write: true });
    expect(sharedCacheState({ REDIS_URL: 'redis://cache:6379' })).toBe('connected');
    expect(lines.events('shared_cache_connected')).toHaveLength(2);
  });
});

describe('sharedCacheErrorKind', () => {
  it.each([
    [Object.assign(new Error('No answer within 1000 ms'), { name: 'RedisTimeout' }), 'timeout'],
    [new Error("READONLY You can't write against a read only replica."), 'read_only'],
    [new Error("OOM command not allowed when used memory > 'maxmemory'."), 'out_of_memory'],
    [new Error('LOADING Redis is loading the dataset in memory'), 'loading'],
    [new Error('WRONGPASS invalid username-password pair'), 'auth'],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' }), 'connection'],
    ['Socket closed unexpectedly', 'connection'],
    [new Error('Something else'), 'other'],
  ])('%s is %s', (error, kind) => {
    expect(sharedCacheErrorKind(error)).toBe(kind);
  });
});
