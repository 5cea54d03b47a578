import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { upstreamServer } from '@/lib/test/upstream-server';
import { TEST_ORIGIN } from '@/lib/test/test-env';
import { checkUpstreams, upstreamStatus, UPSTREAM_STATUS_TTL_MS } from './readiness';
import { captureLog } from '@/lib/test/log-lines';

describe('checkUpstreams', () => {
  it('reports both upstreams ready when they answer', async () => {
    const result = await checkUpstreams();
    expect(result.provider).toMatchObject({ ok: true, status: 200 });
    expect(result.content).toMatchObject({ ok: true, status: 200 });
  });

  it('tells the failing upstream apart from the working one', async () => {
    captureLog();
    upstreamServer.use(
      http.get(`${TEST_ORIGIN}/content/api/v1/news/`, () =>
        HttpResponse.json({ detail: 'Invalid token.' }, { status: 403 }),
      ),
    );
    const result = await checkUpstreams();
    expect(result.provider.ok).toBe(true);
    expect(result.content).toMatchObject({ ok: false, status: 403, message: 'Invalid token.' });
  });

  it('reports an upstream that does not answer at all', async () => {
    captureLog();
    upstreamServer.use(http.get(`${TEST_ORIGIN}/provider/*`, () => HttpResponse.error()));
    const result = await checkUpstreams();
    expect(result.provider).toMatchObject({
      ok: false,
      status: undefined,
      message: 'No response received from server',
    });
    expect(result.content.ok).toBe(true);
  });
});

describe('upstreamStatus', () => {
  it('checks again once its answer is older than the time it is kept', async () => {
    const asked = vi.fn();
    upstreamServer.events.on('request:start', asked);
    try {
      const start = 1_000_000_000;
      await upstreamStatus(start);
      await upstreamStatus(start + UPSTREAM_STATUS_TTL_MS - 1);
      expect(asked).toHaveBeenCalledTimes(2);
      await upstreamStatus(start + UPSTREAM_STATUS_TTL_MS);
      expect(asked).toHaveBeenCalledTimes(4);
    } finally {
      upstreamServer.events.removeListener('request:start', asked);
    }
  });
});
