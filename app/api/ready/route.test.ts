import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availabilityLog } from '@/lib/cache/shared-cache';
import { TEST_ORIGIN } from '@/lib/test/test-env';
import { upstreamServer } from '@/lib/test/upstream-server';
import { GET } from './route';
import { captureLog } from '@/lib/test/log-lines';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('GET /api/ready', () => {
  it('is ready without asking the upstreams, even while they fail', async () => {
    const asked = vi.fn(() => HttpResponse.error());
    upstreamServer.use(http.get(`${TEST_ORIGIN}/*`, asked));
    const response = GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'serving', sharedCache: 'not configured' });
    expect(asked).not.toHaveBeenCalled();
  });

  it('stays ready while the shared cache is away, and says it is degraded', async () => {
    vi.stubEnv('REDIS_URL', 'redis://cache.internal:6379');
    captureLog();
    const log = availabilityLog();

    log.down(new Error('connect ECONNREFUSED'));
    const down = GET();
    expect(down.status).toBe(200);
    expect(await down.json()).toEqual({ status: 'degraded', sharedCache: 'unavailable' });

    log.up();
    const up = GET();
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: 'serving', sharedCache: 'connected' });
  });
});
