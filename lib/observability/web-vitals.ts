/*
 * Visitors' page loads as their browsers measured them (components/observability/
 * page-load-report.tsx), counted into histograms by kind of page and language, and nothing kept
 * of the beacon itself (docs/performance.md: Real visitors' page loads). Anyone can send one, so
 * every beacon is bounded before it is read and labelled only from closed sets.
 */
import { z } from 'zod';
import { localeOfPath, type Locale } from '@/lib/i18n/routing';
import { processWide } from '@/lib/cache/process-wide';
import type { SiteMetrics } from './metrics';
import { MAX_BEACON_BYTES, VITAL_NAMES, type VitalName } from './vitals-beacon';

export type DropReason = 'rate_limited' | 'cross_site' | 'oversized' | 'malformed' | 'out_of_range' | 'unknown_route';

/** The highest value of each metric taken as a real page load's, in the beacon's units (ms; CLS none). */
export const HIGHEST_VALUE: Record<VitalName, number> = { LCP: 120_000, TTFB: 120_000, INP: 60_000, CLS: 10 };

/** Beacons an instance counts a second, and how many at once after a quiet while. */
export const BEACON_RATE = { perSecond: 20, burst: 100 } as const;

const beaconSchema = z.strictObject({
  // What `location.pathname` gives: no query, no fragment.
  path: z
    .string()
    .max(512)
    .regex(/^\/[^?#\s]*$/),
  metrics: z
    .array(z.strictObject({ name: z.enum(VITAL_NAMES), value: z.number() }))
    .min(1)
    .max(VITAL_NAMES.length)
    .refine((metrics) => new Set(metrics.map(({ name }) => name)).size === metrics.length),
});

/** What one beacon adds to the histograms. */
export interface PageLoad {
  route: string;
  locale: Locale;
  metrics: Array<{ name: VitalName; value: number }>;
}

export type Received = { counted: PageLoad } | { dropped: DropReason };

/** A page's route pattern: one under a language, and not a file's (`rss.xml`, `calendar.ics`). */
const isPageRoute = (route: string) =>
  (route === '/[locale]' || route.startsWith('/[locale]/')) && !/\.\w+$/.test(route);

/** A beacon's body read as a page load, or why it is not counted; the path is read, never kept. */
export function parseBeacon(text: string, routeOf: (pathname: string) => string): Received {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { dropped: 'malformed' };
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return { dropped: 'malformed' };
  const { path, metrics } = parsed.data;
  if (metrics.some(({ name, value }) => value < 0 || value > HIGHEST_VALUE[name])) return { dropped: 'out_of_range' };
  const locale = localeOfPath(path);
  const route = routeOf(path);
  if (!locale || !isPageRoute(route)) return { dropped: 'unknown_route' };
  return { counted: { route, locale, metrics } };
}

/**
 * A token bucket: `perSecond` tokens a second, at most `burst` saved up. One number and one time
 * whatever comes, where a map by address would grow with every address a flood came from.
 */
export function tokenBucket({ perSecond, burst }: { perSecond: number; burst: number }, now: number) {
  let tokens = burst;
  let last = now;
  return (at: number): boolean => {
    tokens = Math.min(burst, tokens + (Math.max(0, at - last) / 1000) * perSecond);
    last = Math.max(last, at);
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** This instance's bucket, one per process however many copies of the route's bundle run. */
const instanceBucket = () => processWide('webVitalsBucket', () => tokenBucket(BEACON_RATE, performance.now()));

/**
 * The body as text when it is at most `maxBytes`, read no further than that: a declared length
 * is not trusted, as a chunked body declares none.
 */
export async function readBeaconBody(
  request: Request,
  maxBytes = MAX_BEACON_BYTES,
): Promise<{ text: string } | { dropped: DropReason }> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= maxBytes)) return { dropped: 'oversized' };
  if (!request.body) return { dropped: 'malformed' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      length += read.value.byteLength;
      if (length > maxBytes) {
        await reader.cancel();
        return { dropped: 'oversized' };
      }
      chunks.push(read.value);
    }
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    // A body cut off on its way, or not UTF-8.
    return { dropped: 'malformed' };
  }
}

export interface BeaconOptions {
  metrics: Pick<SiteMetrics, 'webVitals' | 'webVitalsDropped'>;
  routeOf: (pathname: string) => string;
  /** Whether the rate limit lets one more beacon in at this moment. */
  takeToken?: () => boolean;
}

/** Reads a beacon and counts it: its figures into the histograms, or itself as dropped, and why. */
export async function receiveBeacon(
  request: Request,
  { metrics, routeOf, takeToken = () => instanceBucket()(performance.now()) }: BeaconOptions,
): Promise<Received> {
  const received = await readBeacon(request, routeOf, takeToken);
  if ('dropped' in received) {
    metrics.webVitalsDropped.inc({ reason: received.dropped });
    return received;
  }
  const { route, locale, metrics: figures } = received.counted;
  for (const { name, value } of figures) {
    // The beacon's milliseconds as the histograms' seconds.
    metrics.webVitals[name].observe({ route, locale }, name === 'CLS' ? value : value / 1000);
  }
  return received;
}

async function readBeacon(
  request: Request,
  routeOf: (pathname: string) => string,
  takeToken: () => boolean,
): Promise<Received> {
  // First, before any reading: a flood of any kind of beacon costs no more than the rate.
  if (!takeToken()) return { dropped: 'rate_limited' };
  // Another site's page can make its visitors' browsers send beacons here; browsers say so.
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return { dropped: 'cross_site' };
  const body = await readBeaconBody(request);
  return 'dropped' in body ? body : parseBeacon(body.text, routeOf);
}
