import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpstreamApi } from '@/lib/upstream/errors';
import type { UpstreamReadiness } from '@/lib/upstream/readiness';
import { TEST_ORIGIN } from '@/lib/test/test-env';
import { upstreamServer } from '@/lib/test/upstream-server';
import { captureLog } from '@/lib/test/log-lines';

const SECRET = 'monitor-secret-0123456789';

/** What an operator should see and a stranger should not: a status, a message naming a host, a time. */
const PROVIDER_REFUSED: UpstreamReadiness = {
  ok: false,
  status: 502,
  durationMs: 2417,
  message: 'Bad gateway from cms.internal.example:8443',
};
const CONTENT_ANSWERED: UpstreamReadiness = { ok: true, status: 200, durationMs: 38 };

/**
 * The route as a fresh server loads it, with STATUS_SECRET as given: no check made yet. With
 * `status`, the check answers that; without, it asks the unit tests' upstream (msw).
 */
async function loadRoute(
  secret?: string,
  status?: Record<UpstreamApi, UpstreamReadiness>,
  revalidateSecret = 'hook-secret-0123456789',
) {
  vi.resetModules();
  vi.stubEnv('STATUS_SECRET', secret ?? '');
  vi.stubEnv('REVALIDATE_SECRET', revalidateSecret);
  if (status) {
    vi.doMock('@/lib/upstream/readiness', async (importOriginal) => ({
      ...(await importOriginal<typeof import('@/lib/upstream/readiness')>()),
      upstreamStatus: async () => status,
    }));
  } else {
    vi.doUnmock('@/lib/upstream/readiness');
  }
  return import('./route');
}

function get(headers: Record<string, string> = {}) {
  return new Request('https://site.test/api/upstreams', { headers });
}

async function answerTo(request: Request, secret?: string, revalidateSecret?: string) {
  const { GET } = await loadRoute(secret, { provider: PROVIDER_REFUSED, content: CONTENT_ANSWERED }, revalidateSecret);
  const response = await GET(request);
  return { response, text: await response.text() };
}

function expectOnlyUpAndDown(text: string) {
  expect(JSON.parse(text)).toEqual({ status: 'down', upstreams: { provider: 'down', content: 'up' } });
  for (const detail of ['502', '2417', '38', 'cms.internal', 'message', 'durationMs', 'details']) {
    expect(text).not.toContain(detail);
  }
}

beforeEach(() => {
  captureLog();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('GET /api/upstreams', () => {
  it('tells anyone only up or down, where no STATUS_SECRET is configured, whatever is sent', async () => {
    for (const request of [get(), get({ authorization: `Bearer ${SECRET}` })]) {
      const { response, text } = await answerTo(request);
      expect(response.status).toBe(503);
      expectOnlyUpAndDown(text);
    }
  });

  it('tells only up or down to a request without the secret, or with a wrong one', async () => {
    const strangers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer monitor-secret-0123456780' },
      { authorization: SECRET },
      { authorization: `Basic ${SECRET}` },
      { 'x-revalidate-secret': SECRET },
    ];
    for (const headers of strangers) {
      const { response, text } = await answerTo(get(headers), SECRET);
      expect(response.status).toBe(503);
      expectOnlyUpAndDown(text);
    }
  });

  it("does not open the details to the revalidation hook's secret, which purges and is not a monitor's", async () => {
    const hookSecret = 'hook-secret-9876543210';
    for (const statusSecret of [undefined, SECRET]) {
      const { text } = await answerTo(get({ authorization: `Bearer ${hookSecret}` }), statusSecret, hookSecret);
      expectOnlyUpAndDown(text);
    }
  });

  it("adds each upstream's status, message and time for the bearer of the secret", async () => {
    const { response, text } = await answerTo(get({ authorization: `Bearer ${SECRET}` }), SECRET);
    expect(response.status).toBe(503);
    expect(JSON.parse(text)).toEqual({
      status: 'down',
      upstreams: { provider: 'down', content: 'up' },
      details: { provider: PROVIDER_REFUSED, content: CONTENT_ANSWERED },
      checkedWithinSeconds: 5,
    });
  });

  it('is never stored, and says that it depends on who asks', async () => {
    const { response } = await answerTo(get(), SECRET);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toBe('Authorization');
  });

  it('says which upstream is down, with 503', async () => {
    upstreamServer.use(http.get(`${TEST_ORIGIN}/provider/*`, () => HttpResponse.error()));
    const { GET } = await loadRoute();
    const response = await GET(get());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'down', upstreams: { provider: 'down', content: 'up' } });
  });

  it('answers every request of a few seconds from one check of the upstreams', async () => {
    const asked = vi.fn();
    upstreamServer.events.on('request:start', asked);
    try {
      const { GET } = await loadRoute();
      const answers = await Promise.all([GET(get()), GET(get()), GET(get())]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await answers[0]!.json()).toEqual({ status: 'up', upstreams: { provider: 'up', content: 'up' } });
      expect((await GET(get())).status).toBe(200);
      // One check asks each upstream once.
      expect(asked).toHaveBeenCalledTimes(2);
    } finally {
      upstreamServer.events.removeListener('request:start', asked);
    }
  });
});
