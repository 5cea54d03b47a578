import { describe, expect, it } from 'vitest';
import { answerUnderFault, faultApplies, parseFault, type Fault } from './faults.ts';
import { HOSTILE_HTML } from './hostile-html.ts';
import { createDemoHandler, DEMO_TOKEN } from './router.ts';

const handler = createDemoHandler();
const request = (path: string) => new Request(`http://demo.test${path}`, { headers: { Centralized: DEMO_TOKEN } });

async function answer(fault: Fault, path: string) {
  return answerUnderFault(fault, request(path), handler);
}

describe('parseFault', () => {
  it('accepts a known mode with an optional match and delay', () => {
    expect(parseFault({ mode: 'hang' })).toEqual({ mode: 'hang', match: undefined, delayMs: undefined });
    expect(parseFault({ mode: 'slow', match: '/news', delayMs: 300 })).toEqual({
      mode: 'slow',
      match: '/news',
      delayMs: 300,
    });
  });

  it.each([null, 'hang', {}, { mode: 'explode' }, { mode: 'slow', delayMs: -1 }, { mode: 'hang', match: 3 }])(
    'refuses %j',
    (body) => {
      expect(parseFault(body)).toBeNull();
    },
  );
});

describe('faultApplies', () => {
  it('affects every API path but not the media by default', () => {
    expect(faultApplies({ mode: 'hang' }, '/provider/en/api/faq')).toBe(true);
    expect(faultApplies({ mode: 'hang' }, '/media/photos/a.png')).toBe(false);
  });

  it('affects only matching paths when told', () => {
    const fault: Fault = { mode: 'hang', match: '/content/api/v1/news' };
    expect(faultApplies(fault, '/content/api/v1/news/3')).toBe(true);
    expect(faultApplies(fault, '/provider/en/api/faq')).toBe(false);
  });
});

describe('answerUnderFault', () => {
  it('answers 500 with and without a message', async () => {
    const withMessage = (await answer({ mode: 'error-500' }, '/provider/en/api/faq')) as Response;
    expect(withMessage.status).toBe(500);
    expect(await withMessage.json()).toHaveProperty('detail');
    const bare = (await answer({ mode: 'error-500-bare' }, '/provider/en/api/faq')) as Response;
    expect(bare.status).toBe(500);
    expect(bare.headers.get('content-type')).toContain('text/html');
  });

  it.each([
    ['not-found', 404],
    ['unauthorized', 401],
    ['forbidden', 403],
  ] as const)('answers %s with %i', async (mode, status) => {
    expect(((await answer({ mode }, '/provider/en/api/faq')) as Response).status).toBe(status);
  });

  it('answers 200 with a body that is not JSON', async () => {
    const response = (await answer({ mode: 'not-json' }, '/provider/en/api/faq')) as Response;
    expect(response.status).toBe(200);
    expect(() => JSON.parse('<html>')).toThrow();
    expect(await response.text()).toMatch(/^<html>/);
  });

  it('breaks the first item of a list and the item of a detail', async () => {
    const list = await ((await answer({ mode: 'bad-item' }, '/provider/en/api/faq')) as Response).json();
    expect(list.results[0]).toMatchObject({ id: 'broken', title: 42 });
    expect(list.results[1].id).toEqual(expect.any(Number));
    const news = await (await handler(request('/content/api/v1/news/?lang=en&limit=1'))).json();
    const id = news.results[0].id;
    const detail = await (
      (await answer({ mode: 'bad-item' }, `/content/api/v1/news/${id}?lang=en`)) as Response
    ).json();
    expect(detail.data.title).toBe(42);
  });

  it('empties a list and leaves a detail as it is', async () => {
    const list = await ((await answer({ mode: 'empty' }, '/provider/en/api/faq')) as Response).json();
    expect(list).toMatchObject({ count: 0, results: [] });
    const news = await (await handler(request('/content/api/v1/news/?lang=en&limit=1'))).json();
    const id = news.results[0].id;
    const detail = await ((await answer({ mode: 'empty' }, `/content/api/v1/news/${id}?lang=en`)) as Response).json();
    expect(detail.data).toMatchObject({ id, title: news.results[0].title });
  });

  it('puts the hostile HTML in every HTML field', async () => {
    const faq = await ((await answer({ mode: 'hostile-html' }, '/provider/en/api/faq')) as Response).json();
    expect(faq.results.length).toBeGreaterThan(0);
    for (const entry of faq.results) expect(entry.answer).toBe(HOSTILE_HTML);
    expect(faq.results[0].question).not.toBe(HOSTILE_HTML);
  });

  it('tells the server to drop or hold the connection', async () => {
    expect(await answer({ mode: 'refuse' }, '/provider/en/api/faq')).toBe('refuse');
    expect(await answer({ mode: 'hang' }, '/provider/en/api/faq')).toBe('hang');
  });

  it('answers normally, later, when slow', async () => {
    const started = performance.now();
    const response = (await answer({ mode: 'slow', delayMs: 120 }, '/provider/en/api/faq')) as Response;
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });
});
