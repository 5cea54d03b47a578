import { expect, test, type Page } from '@playwright/test';
import { demoNews } from './editing';
import { startSite, stop, untilLive, type Started } from './processes';
import { DEMO_ORIGIN, SITE_PORTS, siteEnvironment } from './servers';
import type { Locale } from './support';

/*
 * Visitors' page loads (components/observability/page-load-report.tsx, app/api/vitals): a site of
 * this file's own with its metrics port, so that every figure in its metrics comes from here.
 */
// Each visit waits for the page's measuring code, loaded after an idle moment, and a first
// render of each page.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const SITE = `http://localhost:${SITE_PORTS.webVitals}`;
const METRICS = `http://127.0.0.1:${SITE_PORTS.webVitalsMetrics}/metrics`;
const VITALS = `${SITE}/api/vitals`;

let site: Started | undefined;

test.beforeAll(async () => {
  site = startSite(SITE_PORTS.webVitals, {
    ...siteEnvironment(DEMO_ORIGIN, 60),
    METRICS_PORT: String(SITE_PORTS.webVitalsMetrics),
  });
  await untilLive(SITE);
});

test.afterAll(async () => {
  if (site) await stop(site);
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The instance's metrics, as Prometheus reads them. */
async function scrape(): Promise<Sample[]> {
  const response = await fetch(METRICS);
  expect(response.status).toBe(200);
  return (await response.text())
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      return {
        name: name!,
        labels: Object.fromEntries(
          [...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [
            key,
            text!.replace(/\\(.)/g, '$1'),
          ]),
        ),
        value: Number(value),
      };
    });
}

/** The value of the sample with exactly these labels; 0 where there is none yet, as Prometheus counts. */
function sampleOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels);
  const found = samples.find(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === wanted.length &&
      wanted.every(([key, value]) => sample.labels[key] === value),
  );
  return found?.value ?? 0;
}

const HISTOGRAMS = {
  LCP: 'site_web_vitals_lcp_seconds',
  TTFB: 'site_web_vitals_ttfb_seconds',
  INP: 'site_web_vitals_inp_seconds',
  CLS: 'site_web_vitals_cls',
} as const;

/** How many page loads each histogram holds for a route pattern and language. */
const countsOf = (samples: Sample[], route: string, locale: Locale) =>
  Object.fromEntries(
    Object.entries(HISTOGRAMS).map(([metric, name]) => [metric, sampleOf(samples, `${name}_count`, { route, locale })]),
  );

/** The beacons the site answered, from its request log: one a page load. */
const beaconsAnswered = () =>
  site!.output.filter((line) => line.includes('"path":"/api/vitals"') && line.includes('"status":204')).length;

const droppedOf = (samples: Sample[], reason: string) => sampleOf(samples, 'site_web_vitals_dropped_total', { reason });

/**
 * Waits until the page measures: web-vitals loaded after the load and an idle moment, and the
 * beacon's listener set. The browser's own list of the document's listeners says so, with no
 * hook in the site's code for the test.
 */
async function untilMeasuring(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await expect
      .poll(async () => {
        // In an object group, for the listeners to come with their functions.
        const { result } = await cdp.send('Runtime.evaluate', { expression: 'document', objectGroup: 'listeners' });
        const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
        return listeners.some(
          ({ type, handler }) => type === 'visibilitychange' && handler?.description?.includes('sendBeacon'),
        );
      })
      .toBe(true);
  } finally {
    await cdp.detach();
  }
}

test("visitors' page loads are counted by kind of page and language, and a click as an interaction", async ({
  page,
  context,
}) => {
  const visits = await Promise.all(
    (['en', 'ru'] as const).flatMap((locale) => [
      { locale, path: `/${locale}/news`, route: '/[locale]/news/[[...page]]' },
      demoNews(DEMO_ORIGIN, locale, 1).then(([news]) => ({
        locale,
        path: `/${locale}/news-details/${news!.id}`,
        route: '/[locale]/news-details/[id]',
      })),
    ]),
  );
  const before = await scrape();

  for (const [index, visit] of visits.entries()) {
    const response = await page.goto(`${SITE}${visit.path}`);
    expect(response?.status(), visit.path).toBe(200);
    await untilMeasuring(page);
    // A click on the title: an interaction that changes nothing, for INP to measure.
    await page.getByRole('heading', { level: 1 }).click();
    // Timed once the next frame is painted: leaving before would take the interaction with it.
    // Leaving then at once, before an idle moment, is what a visitor does who clicks and goes.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('first-input').length)).toBe(1);
    expect(beaconsAnswered(), 'nothing is sent while the page is shown').toBe(index);
    // Leaving hides the page, which sends its figures as it goes: Playwright does not see a
    // request made while its page unloads, the site's request log does.
    await page.goto('about:blank');
    await expect.poll(beaconsAnswered, visit.path).toBe(index + 1);
  }

  // Each page load once in each histogram, under its route pattern and language.
  await expect
    .poll(async () => {
      const samples = await scrape();
      return visits.map(({ route, locale }) => {
        const now = countsOf(samples, route, locale);
        const then = countsOf(before, route, locale);
        return Object.fromEntries(Object.entries(now).map(([metric, count]) => [metric, count - then[metric]!]));
      });
    })
    .toEqual(visits.map(() => ({ LCP: 1, TTFB: 1, INP: 1, CLS: 1 })));
  // Never the address: the metrics name no news item's id.
  const exposition = await (await fetch(METRICS)).text();
  for (const { path } of visits) expect(exposition).not.toContain(`"${path}"`);
  const samples = await scrape();
  // What the beacons carried was what the route takes, and nothing more: no query, no id.
  for (const reason of ['malformed', 'out_of_range', 'unknown_route']) expect(droppedOf(samples, reason)).toBe(0);
  // Nor any cookie: there was none to send.
  expect(await context.cookies()).toEqual([]);
});

test('a beacon too long or malformed is dropped and counted by why; every beacon gets the same empty answer', async ({
  request,
}) => {
  const before = await scrape();
  const send = (data: string) =>
    request.post(VITALS, { data, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
  const answers = [
    // A well-formed one, the comparison that shows the others would have counted.
    await send(JSON.stringify({ path: '/tm', metrics: [{ name: 'LCP', value: 1200 }] })),
    await send(JSON.stringify({ path: '/tm', metrics: [{ name: 'LCP', value: 1200 }], padding: 'x'.repeat(2048) })),
    await send('{"path":"/tm","metrics":[{"name":"LCP","value":"soon"}]}'),
  ];
  for (const answer of answers) {
    expect(answer.status()).toBe(204);
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(answer.headers()['set-cookie']).toBeUndefined();
    expect(await answer.text()).toBe('');
  }
  await expect
    .poll(async () => {
      const samples = await scrape();
      return {
        counted: countsOf(samples, '/[locale]', 'tm').LCP! - countsOf(before, '/[locale]', 'tm').LCP!,
        seconds:
          sampleOf(samples, 'site_web_vitals_lcp_seconds_sum', { route: '/[locale]', locale: 'tm' }) -
          sampleOf(before, 'site_web_vitals_lcp_seconds_sum', { route: '/[locale]', locale: 'tm' }),
        oversized: droppedOf(samples, 'oversized') - droppedOf(before, 'oversized'),
        malformed: droppedOf(samples, 'malformed') - droppedOf(before, 'malformed'),
      };
    })
    .toEqual({ counted: 1, seconds: 1.2, oversized: 1, malformed: 1 });
});
