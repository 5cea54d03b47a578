import { describe, expect, it } from 'vitest';
import { captureLog } from '@/lib/test/log-lines';
import { availabilityLog, readRedisConfig, sharedCacheErrorKind, sharedCacheState } from './shared-cache';

describe('readRedisConfig', () => {
  it('is unset when no variable names a Redis, or they are empty', () => {
    expect(readRedisConfig({})).toBeUndefined();
    expect(readRedisConfig({ REDIS_URL: '', REDIS_SENTINELS: '', REDIS_PASSWORD: '' })).toBeUndefined();
  });

  it('accepts Redis URLs, with TLS and credentials, or a password apart', () => {
    expect(readRedisConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({ url: 'redis://127.0.0.1:6379' });
    expect(readRedisConfig({ REDIS_URL: 'rediss://user:pass@cache.example.org:6380/2' })).toEqual({
      url: 'rediss://user:pass@cache.example.org:6380/2',
    });
    // As REDIS_PASSWORD_FILE gives it (lib/runtime/secret-files.ts).
    expect(readRedisConfig({ REDIS_URL: 'rediss://cache.example.org', REDIS_PASSWORD: 's3cret' })).toEqual({
      url: 'rediss://cache.example.org',
      password: 's3cret',
    });
  });

  it('accepts sentinels, the master they watch, and each password', () => {
    expect(
      readRedisConfig({
        REDIS_SENTINELS: 'sentinel-1:26379, sentinel-2:26379,[::1]:26380',
        REDIS_SENTINEL_MASTER: 'site-cache',
        REDIS_PASSWORD: 'data',
        REDIS_SENTINEL_PASSWORD: 'watch',
      }),
    ).toEqual({
      sentinels: [
        { host: 'sentinel-1', port: 26379 },
        { host: 'sentinel-2', port: 26379 },
        { host: '::1', port: 26380 },
      ],
      masterName: 'site-cache',
      password: 'data',
      sentinelPassword: 'watch',
    });
  });

  it.each([
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ REDIS_URL: 'http://cache.example.org' }, 'REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ REDIS_URL: 'redis//cache' }, 'REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ REDIS_URL: 'redis://:a@cache', REDIS_PASSWORD: 'b' }, 'REDIS_URL, REDIS_PASSWORD: the URL holds a password'],
    [{ REDIS_PASSWORD: 'b' }, 'REDIS_PASSWORD: is read only with REDIS_URL or REDIS_SENTINELS'],
    [
      { REDIS_URL: 'redis://cache', REDIS_SENTINELS: 'sentinel:26379', REDIS_SENTINEL_MASTER: 'site-cache' },
      'REDIS_URL, REDIS_SENTINELS: give one of them, not both',
    ],
    [{ REDIS_SENTINELS: 'sentinel:26379' }, 'REDIS_SENTINEL_MASTER: required with REDIS_SENTINELS'],
    [{ REDIS_SENTINELS: 'sentinel', REDIS_SENTINEL_MASTER: 'm' }, 'REDIS_SENTINELS: must be host:port pairs'],
    [{ REDIS_SENTINELS: 'sentinel:0', REDIS_SENTINEL_MASTER: 'm' }, 'REDIS_SENTINELS: must be host:port pairs'],
    [{ REDIS_SENTINELS: ' , ', REDIS_SENTINEL_MASTER: 'm' }, 'REDIS_SENTINELS: must be host:port pairs'],
    [{ REDIS_URL: 'redis://cache', REDIS_SENTINEL_MASTER: 'm' }, 'REDIS_SENTINEL_MASTER: is read only with'],
    [{ REDIS_SENTINEL_PASSWORD: 'x' }, 'REDIS_SENTINEL_PASSWORD: is read only with REDIS_SENTINELS'],
  ])('stops on %o, naming the variables', (env, message) => {
    expect(() => readRedisConfig(env)).toThrow(`Invalid environment: ${message}`);
  });

  it('never puts a password in its message', () => {
    expect(() => readRedisConfig({ REDIS_URL: 'redis://:hunter2@cache', REDIS_PASSWORD: 'hunter3' })).toThrow(
      expect.objectContaining({ message: expect.not.stringMatching(/hunter/) }),
    );
  });
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
