import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCollections } from './content/index.ts';
import { EDIT_CONTROL_PATH } from './edits.ts';
import { REQUEST_LOG_PATH, type LoggedRequest } from './request-log.ts';
import { CONTENT_PREFIX, DEMO_TOKEN, PROVIDER_PREFIX } from './router.ts';
import { startDemoUpstream } from './server.ts';
import type { DemoUpstream, DemoUpstreamOptions } from './server.ts';

/**
 * A raw node:http GET: the unit-test setup routes fetch through msw, and this suite must
 * reach the real socket to test the server shell itself.
 */
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const outgoing = httpRequest(url, { method, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
        incoming.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    },
  );
}

/** Starts demo upstreams on free ports for the tests of a block, and closes them after it. */
function upstreamsForBlock() {
  const upstreams: DemoUpstream[] = [];
  afterAll(() => Promise.all(upstreams.map((upstream) => upstream.close())));
  return async (options: DemoUpstreamOptions) => {
    const upstream = await startDemoUpstream({ port: 0, ...options });
    upstreams.push(upstream);
    return upstream;
  };
}

describe('startDemoUpstream', () => {
  let upstream: DemoUpstream;

  beforeAll(async () => {
    upstream = await startDemoUpstream({ port: 0, token: 'server-test-token' });
  });
  afterAll(() => upstream.close());

  it('listens on loopback and reports its URL', () => {
    expect(upstream.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers the provider API with JSON and links that point back at itself', async () => {
    const response = await rawGet(`${upstream.url}${PROVIDER_PREFIX}/en/api/news?limit=2`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = JSON.parse(response.body.toString('utf8')) as { next: string; results: { image: string }[] };
    expect(page.next).toBe(`${upstream.url}${PROVIDER_PREFIX}/en/api/news?limit=2&offset=2`);
  });

  it('uses its own URL as the base of absolute media URLs', async () => {
    const response = await rawGet(`${upstream.url}${CONTENT_PREFIX}/news/?lang=en`, {
      Centralized: 'server-test-token',
    });
    expect(response.body.toString('utf8')).toContain(`"${upstream.url}/media/`);
  });

  it('checks the token it was started with', async () => {
    const response = await rawGet(`${upstream.url}${CONTENT_PREFIX}/video/?lang=en`, { Centralized: DEMO_TOKEN });
    expect(response.status).toBe(403);
  });

  it('streams media with ranges and answers HEAD without a body', async () => {
    const partial = await rawGet(`${upstream.url}/media/videos/sample.mp4`, { Range: 'bytes=0-15' });
    expect(partial.status).toBe(206);
    expect(partial.body).toHaveLength(16);
    const head = await rawGet(`${upstream.url}/media/videos/sample.mp4`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(16);
    expect(head.body).toHaveLength(0);
  });
});

describe('the edit control', () => {
  const start = upstreamsForBlock();
  const id = demoCollections('ru').offices[0]!.id;
  const title = async (upstream: DemoUpstream) =>
    JSON.parse((await rawGet(`${upstream.url}${PROVIDER_PREFIX}/ru/api/mudirlik/${id}`)).body.toString('utf8')).data
      .title;
  const edit = (upstream: DemoUpstream, method: string, body?: object) =>
    rawGet(`${upstream.url}${EDIT_CONTROL_PATH}`, { 'content-type': 'application/json' }, method, JSON.stringify(body));

  it('is off unless asked for', async () => {
    const upstream = await start({ editControl: false });
    const before = await title(upstream);
    expect((await edit(upstream, 'POST', { collection: 'offices', id, title: 'Changed' })).status).toBe(405);
    expect(await title(upstream)).toBe(before);
  });

  it('changes a title until the edits are deleted', async () => {
    const upstream = await start({ editControl: true });
    const before = await title(upstream);
    expect((await edit(upstream, 'POST', { collection: 'offices', id, title: 'Changed' })).status).toBe(200);
    expect(await title(upstream)).toBe('Changed');
    const listed = await edit(upstream, 'GET');
    expect(JSON.parse(listed.body.toString('utf8'))).toEqual({
      edits: [{ collection: 'offices', id, title: 'Changed' }],
    });
    expect((await edit(upstream, 'DELETE')).status).toBe(200);
    expect(await title(upstream)).toBe(before);
  });

  it('refuses an edit it cannot apply', async () => {
    const upstream = await start({ editControl: true });
    expect((await edit(upstream, 'POST', { collection: 'faq', id, title: 'Changed' })).status).toBe(400);
  });
});

describe('the request log', () => {
  const start = upstreamsForBlock();
  const log = async (upstream: DemoUpstream, method = 'GET') => {
    const answer = await rawGet(`${upstream.url}${REQUEST_LOG_PATH}`, {}, method);
    return {
      status: answer.status,
      requests: answer.status === 200 ? (JSON.parse(answer.body.toString('utf8')).requests as LoggedRequest[]) : [],
    };
  };

  it('is off unless the test controls are', async () => {
    const upstream = await start({ faultControl: false });
    expect((await log(upstream)).status).toBe(404);
  });

  it('lists the API requests with their query, in order, each with when it was answered', async () => {
    const upstream = await start({ faultControl: true });
    await rawGet(`${upstream.url}${PROVIDER_PREFIX}/en/api/faq?limit=2`);
    await rawGet(`${upstream.url}${PROVIDER_PREFIX}/ru/api/mudirlik`);
    await rawGet(`${upstream.url}/media/does-not-exist.png`);
    const { requests } = await log(upstream);
    expect(requests.map((request) => request.path)).toEqual([
      `${PROVIDER_PREFIX}/en/api/faq?limit=2`,
      `${PROVIDER_PREFIX}/ru/api/mudirlik`,
    ]);
    for (const request of requests) expect(request.answeredAt).toBeGreaterThanOrEqual(request.receivedAt);
    expect(requests[1]!.receivedAt).toBeGreaterThanOrEqual(requests[0]!.answeredAt!);
  });

  it('keeps the trace context and the request id each request came with', async () => {
    const upstream = await start({ faultControl: true });
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const requestId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await rawGet(`${upstream.url}${PROVIDER_PREFIX}/en/api/faq`, { traceparent, 'x-request-id': requestId });
    await rawGet(`${upstream.url}${PROVIDER_PREFIX}/en/api/faq`);
    const { requests } = await log(upstream);
    expect(requests.map((request) => request.traceparent)).toEqual([traceparent, null]);
    expect(requests.map((request) => request.requestId)).toEqual([requestId, null]);
  });

  it('starts again empty after a DELETE', async () => {
    const upstream = await start({ faultControl: true });
    await rawGet(`${upstream.url}${PROVIDER_PREFIX}/en/api/faq`);
    expect((await log(upstream, 'DELETE')).requests).toEqual([]);
    expect((await log(upstream)).requests).toEqual([]);
  });
});
