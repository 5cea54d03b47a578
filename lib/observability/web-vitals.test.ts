import { beforeEach, describe, expect, it } from 'vitest';
import { siteMetrics } from './metrics';
import { routeMatcher } from './page-routes';
import { MAX_BEACON_BYTES } from './vitals-beacon';
import { parseBeacon, readBeaconBody, receiveBeacon, tokenBucket, type DropReason } from './web-vitals';

/** A few of the build's routes, as its routes manifest lists them. */
const routeOf = routeMatcher({
  staticRoutes: [{ page: '/api/health' }, { page: '/sitemap.xml' }],
  dynamicRoutes: [
    { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
    { page: '/[locale]/news/rss.xml', regex: '^/([^/]+?)/news/rss\\.xml(?:/)?$' },
    { page: '/[locale]/news/[[...page]]', regex: '^/([^/]+?)/news(?:/(.+?))?(?:/)?$' },
    { page: '/[locale]/news-details/[id]', regex: '^/([^/]+?)/news\\-details/([^/]+?)(?:/)?$' },
    { page: '/[locale]/competitions.ics', regex: '^/([^/]+?)/competitions\\.ics(?:/)?$' },
    { page: '/[locale]/[...rest]', regex: '^/([^/]+?)/(.+?)(?:/)?$' },
  ],
});

const beacon = (body: unknown) => JSON.stringify(body);
const lcp = (value: number) => ({ name: 'LCP', value });

describe('parseBeacon', () => {
  it('gives the route pattern and the language of the path, never the path', () => {
    const parsed = parseBeacon(
      beacon({
        path: '/ru/news-details/42',
        metrics: [lcp(1830), { name: 'TTFB', value: 95 }, { name: 'CLS', value: 0.02 }, { name: 'INP', value: 0 }],
      }),
      routeOf,
    );
    expect(parsed).toEqual({
      counted: {
        route: '/[locale]/news-details/[id]',
        locale: 'ru',
        metrics: [lcp(1830), { name: 'TTFB', value: 95 }, { name: 'CLS', value: 0.02 }, { name: 'INP', value: 0 }],
      },
    });
    expect(JSON.stringify(parsed)).not.toContain('42');
  });

  it.each([
    ['home', '/tm', '/[locale]'],
    ['a page of a list', '/en/news', '/[locale]/news/[[...page]]'],
    ['the not-found page', '/en/no-such-page', '/[locale]/[...rest]'],
  ])('counts %s under its own pattern', (_, path, route) => {
    expect(parseBeacon(beacon({ path, metrics: [lcp(900)] }), routeOf)).toMatchObject({ counted: { route } });
  });

  it.each<[string, string]>([
    ['not JSON', '{"path":"/en","metrics":['],
    ['JSON of another shape', beacon(['/en', 1200])],
    ['no metrics', beacon({ path: '/en', metrics: [] })],
    ['a metric the site does not count', beacon({ path: '/en', metrics: [{ name: 'FCP', value: 800 }] })],
    ['a name in other letters', beacon({ path: '/en', metrics: [{ name: 'lcp', value: 800 }] })],
    ['a metric twice', beacon({ path: '/en', metrics: [lcp(800), lcp(900)] })],
    [
      'more entries than metrics',
      beacon({ path: '/en', metrics: ['LCP', 'INP', 'CLS', 'TTFB', 'LCP'].map((name) => ({ name, value: 1 })) }),
    ],
    ['a value that is not a number', beacon({ path: '/en', metrics: [{ name: 'LCP', value: '800' }] })],
    ['NaN, which JSON writes as null', beacon({ path: '/en', metrics: [lcp(Number.NaN)] })],
    ['an infinite value', '{"path":"/en","metrics":[{"name":"LCP","value":1e999}]}'],
    ['a field more on a metric', beacon({ path: '/en', metrics: [{ ...lcp(800), id: 'v5-1700000000000-123' }] })],
    ['a field more on the beacon', beacon({ path: '/en', metrics: [lcp(800)], userAgent: 'Mozilla/5.0' })],
    ['a path with its query', beacon({ path: '/en/search?q=name', metrics: [lcp(800)] })],
    ['a path that is no path', beacon({ path: 'https://example.com/en', metrics: [lcp(800)] })],
    ['a path longer than any of the site', beacon({ path: `/en/${'a'.repeat(600)}`, metrics: [lcp(800)] })],
  ])('drops %s as malformed', (_, text) => {
    expect(parseBeacon(text, routeOf)).toEqual({ dropped: 'malformed' });
  });

  it.each([
    ['a negative time', lcp(-1)],
    ['a negative layout shift', { name: 'CLS', value: -0.1 }],
    ['a load of more than two minutes', lcp(120_001)],
    ['an interaction of more than a minute', { name: 'INP', value: 60_001 }],
    ['a layout shift no page makes', { name: 'CLS', value: 11 }],
  ])('drops %s as out of range', (_, metric) => {
    expect(parseBeacon(beacon({ path: '/en', metrics: [{ name: 'TTFB', value: 80 }, metric] }), routeOf)).toEqual({
      dropped: 'out_of_range',
    });
  });

  it.each([
    ['without a language', '/news'],
    ['in a language the site does not have', '/de/news'],
    ['of an API', '/api/health'],
    ['of a feed', '/en/news/rss.xml'],
    ['of a calendar', '/en/competitions.ics'],
    ['of a file of the site', '/sitemap.xml'],
  ])('drops a path %s as an unknown route', (_, path) => {
    expect(parseBeacon(beacon({ path, metrics: [lcp(800)] }), routeOf)).toEqual({ dropped: 'unknown_route' });
  });
});

describe('tokenBucket', () => {
  it('lets a burst in at once, then the rate, and counts no more for a long quiet while', () => {
    const take = tokenBucket({ perSecond: 10, burst: 3 }, 0);
    expect([take(0), take(0), take(0), take(0)]).toEqual([true, true, true, false]);
    // A tenth of a second gives back one token.
    expect([take(100), take(100)]).toEqual([true, false]);
    // An hour's quiet saves up no more than the burst.
    expect(Array.from({ length: 4 }, () => take(3_600_000))).toEqual([true, true, true, false]);
  });

  it('gives nothing back for a clock that went backwards', () => {
    const take = tokenBucket({ perSecond: 10, burst: 1 }, 1000);
    expect([take(1000), take(500), take(1000)]).toEqual([true, false, false]);
    expect(take(1100)).toBe(true);
  });
});

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/vitals', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body of `chunks` parts, sent chunked: no length declared. */
const streamed = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('readBeaconBody', () => {
  it('reads a body within the limit', async () => {
    expect(await readBeaconBody(post('{"path":"/en"}'))).toEqual({ text: '{"path":"/en"}' });
  });

  it('drops a body longer than the limit by its declared length, unread', async () => {
    const request = post('x', { 'content-length': String(MAX_BEACON_BYTES + 1) });
    expect(await readBeaconBody(request)).toEqual({ dropped: 'oversized' });
    expect(request.bodyUsed).toBe(false);
  });

  it('drops a chunked body once it has read past the limit', async () => {
    const chunk = 'x'.repeat(400);
    expect(await readBeaconBody(post(streamed([chunk, chunk])))).toEqual({ text: chunk + chunk });
    expect(await readBeaconBody(post(streamed([chunk, chunk, chunk])))).toEqual({ dropped: 'oversized' });
  });

  it('drops a body that is not UTF-8 as malformed', async () => {
    expect(await readBeaconBody(post(new Uint8Array([0x7b, 0xff, 0x7d])))).toEqual({ dropped: 'malformed' });
  });
});

describe('receiveBeacon', () => {
  const metrics = siteMetrics();
  beforeEach(() => metrics.registry.resetMetrics());

  const receive = (request: Request, takeToken = () => true) => receiveBeacon(request, { metrics, routeOf, takeToken });

  /** The figures of one metric's histogram for a route and language: how many, and their sum. */
  async function observed(name: 'LCP' | 'TTFB' | 'INP' | 'CLS', route: string, locale: string) {
    const { values } = await metrics.webVitals[name].get();
    const of = (suffix: string) =>
      values.find(
        ({ metricName, labels }) => metricName?.endsWith(suffix) && labels.route === route && labels.locale === locale,
      )?.value ?? 0;
    return { count: of('_count'), sum: of('_sum') };
  }

  async function dropped(): Promise<Partial<Record<DropReason, number>>> {
    const { values } = await metrics.webVitalsDropped.get();
    return Object.fromEntries(values.map(({ labels, value }) => [labels.reason, value]));
  }

  it('counts each figure into its histogram, times in seconds', async () => {
    const body = beacon({
      path: '/tm/news-details/7',
      metrics: [lcp(2500), { name: 'TTFB', value: 120 }, { name: 'INP', value: 48 }, { name: 'CLS', value: 0.05 }],
    });
    await receive(post(body, { 'sec-fetch-site': 'same-origin' }));
    await receive(post(beacon({ path: '/tm/news-details/8', metrics: [lcp(1500)] })));
    const route = '/[locale]/news-details/[id]';
    expect(await observed('LCP', route, 'tm')).toEqual({ count: 2, sum: 4 });
    expect(await observed('TTFB', route, 'tm')).toEqual({ count: 1, sum: 0.12 });
    expect(await observed('INP', route, 'tm')).toEqual({ count: 1, sum: 0.048 });
    expect(await observed('CLS', route, 'tm')).toEqual({ count: 1, sum: 0.05 });
    expect(await observed('LCP', route, 'en')).toEqual({ count: 0, sum: 0 });
    expect(await dropped()).toEqual({});
  });

  it('counts what it drops by reason, and nothing of it into the histograms', async () => {
    const good = beacon({ path: '/en/news', metrics: [lcp(900)] });
    const outcomes = [
      await receive(post(good), () => false),
      await receive(post(good, { 'sec-fetch-site': 'cross-site' })),
      await receive(post('x'.repeat(MAX_BEACON_BYTES + 1))),
      await receive(post('{"path":"/en","metrics":[{"name":"LCP","value":null}]}')),
      await receive(post(beacon({ path: '/en/news', metrics: [lcp(-5)] }))),
      await receive(post(beacon({ path: '/api/health', metrics: [lcp(900)] }))),
      await receive(post(beacon({ path: '/en', metrics: [{ name: 'FID', value: 10 }] }))),
    ];
    expect(outcomes.map((outcome) => ('dropped' in outcome ? outcome.dropped : 'counted'))).toEqual([
      'rate_limited',
      'cross_site',
      'oversized',
      'malformed',
      'out_of_range',
      'unknown_route',
      'malformed',
    ]);
    expect(await dropped()).toEqual({
      rate_limited: 1,
      cross_site: 1,
      oversized: 1,
      malformed: 2,
      out_of_range: 1,
      unknown_route: 1,
    });
    for (const name of ['LCP', 'TTFB', 'INP', 'CLS'] as const) {
      expect((await metrics.webVitals[name].get()).values.filter(({ value }) => value > 0)).toEqual([]);
    }
  });

  it('takes a token before reading anything, so that a flood of any beacon is held to the rate', async () => {
    const take = tokenBucket({ perSecond: 1, burst: 2 }, 0);
    const body = () => post('x'.repeat(MAX_BEACON_BYTES + 1));
    for (let sent = 0; sent < 5; sent++) await receive(body(), () => take(0));
    expect(await dropped()).toEqual({ oversized: 2, rate_limited: 3 });
  });
});
