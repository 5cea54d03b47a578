import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '@/lib/test/test-env';
import { upstreamServer } from '@/lib/test/upstream-server';

/** The route as a fresh server loads it: no check made yet. */
async function loadRoute() {
  vi.resetModules();
  return import('./route');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('GET /api/upstreams', () => {
  it('says which upstream is down, with 503', async () => {
    upstreamServer.use(http.get(`${TEST_ORIGIN}/provider/*`, () => HttpResponse.error()));
    const { GET } = await loadRoute();
    const response = await GET();
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      status: 'down',
      upstreams: { provider: { ok: false }, content: { ok: true } },
    });
  });

  it('answers every request of a few seconds from one check of the upstreams', async () => {
    const asked = vi.fn();
    upstreamServer.events.on('request:start', asked);
    try {
      const { GET } = await loadRoute();
      const answers = await Promise.all([GET(), GET(), GET()]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect((await GET()).status).toBe(200);
      // One check asks each upstream once.
      expect(asked).toHaveBeenCalledTimes(2);
    } finally {
      upstreamServer.events.removeListener('request:start', asked);
    }
  });
});
