import { describe, expect, it } from 'vitest';
import { readObservabilityConfig } from './config';

describe('readObservabilityConfig', () => {
  it('has no metrics port and logs requests by default', () => {
    expect(readObservabilityConfig({})).toEqual({ logRequests: true });
    expect(readObservabilityConfig({ METRICS_PORT: '' })).toEqual({ logRequests: true });
  });

  it('opens the metrics port on loopback unless told another address', () => {
    expect(readObservabilityConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(readObservabilityConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
  });

  it.each(['0', 'false', 'off', 'no', ' OFF '])('stops the request log with LOG_REQUESTS=%s', (value) => {
    expect(readObservabilityConfig({ LOG_REQUESTS: value }).logRequests).toBe(false);
  });

  it.each(['nine', '70000', '-1', '94.64'])('stops on METRICS_PORT=%s, naming it', (value) => {
    expect(() => readObservabilityConfig({ METRICS_PORT: value })).toThrow(/^Invalid environment: METRICS_PORT: /);
  });
});
