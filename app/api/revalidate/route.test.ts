import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '@/lib/test/log-lines';

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidateTag }));

const SECRET = 'editor-secret-0123456789';

/** The route as a fresh server would load it, with the environment given. */
async function loadRoute(secret: string | undefined, previous?: string) {
  vi.resetModules();
  vi.stubEnv('REVALIDATE_SECRET', secret ?? '');
  vi.stubEnv('REVALIDATE_SECRET_PREVIOUS', previous ?? '');
  return import('./route');
}

function post(body: string, authorization?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization) headers.authorization = authorization;
  return new Request('http://site.test/api/revalidate', { method: 'POST', headers, body });
}

let log: ReturnType<typeof captureLog>;

beforeEach(() => {
  log = captureLog();
});

afterEach(() => {
  vi.unstubAllEnvs();
  revalidateTag.mockReset();
});

describe('POST /api/revalidate', () => {
  it('does not exist without REVALIDATE_SECRET', async () => {
    const { POST } = await loadRoute(undefined);
    const response = await POST(post('{"collection":"news"}', `Bearer ${SECRET}`));
    expect(response.status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a missing or wrong secret before reading the body', async () => {
    const { POST } = await loadRoute(SECRET);
    for (const authorization of [undefined, 'Bearer wrong-secret-0123456789']) {
      const response = await POST(post('not json', authorization));
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(log.events('revalidation_refused')).toHaveLength(2);
    expect(log.written.join('\n')).not.toContain('wrong-secret');
  });

  it('refuses a body that is not JSON or names nothing known', async () => {
    const { POST } = await loadRoute(SECRET);
    const notJson = await POST(post('collection=news', `Bearer ${SECRET}`));
    expect(notJson.status).toBe(400);
    const unknown = await POST(post('{"collection":"pages"}', `Bearer ${SECRET}`));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ problems: [expect.stringMatching(/^collection: /)] });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('expires a collection at once and says so', async () => {
    const { POST } = await loadRoute(SECRET);
    const response = await POST(post('{"collection":"news"}', `Bearer ${SECRET}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ revalidated: ['news'] });
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith('news', { expire: 0 });
  });

  it('expires one item at once', async () => {
    const { POST } = await loadRoute(SECRET);
    const response = await POST(post('{"collection":"news","id":42}', `Bearer ${SECRET}`));
    expect(await response.json()).toEqual({ revalidated: ['news:42'] });
    expect(revalidateTag).toHaveBeenCalledExactlyOnceWith('news:42', { expire: 0 });
  });

  it('takes the previous secret beside the new one during a rotation, and logs which one each call sent', async () => {
    const previous = 'editor-secret-before-rotation';
    const { POST } = await loadRoute(SECRET, previous);
    for (const secret of [SECRET, previous]) {
      const response = await POST(post('{"collection":"news"}', `Bearer ${secret}`));
      expect(response.status).toBe(200);
    }
    expect(log.events('revalidated').map((line) => line.secret)).toEqual(['current', 'previous']);
    // After the rotation, the previous secret is refused.
    const { POST: rotated } = await loadRoute(SECRET);
    expect((await rotated(post('{"collection":"news"}', `Bearer ${previous}`))).status).toBe(401);
    expect(revalidateTag).toHaveBeenCalledTimes(2);
  });
});
