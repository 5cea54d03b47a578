/*
 * The beacon a visitor's browser sends with its page load's Core Web Vitals (docs/performance.md:
 * Real visitors' page loads): what the client component gathers and the route reads. Runs in the
 * browser: nothing here may import server code.
 */

export const VITALS_ENDPOINT = '/api/vitals';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Far above a real beacon (about 200 bytes); the route drops anything longer unread. */
export const MAX_BEACON_BYTES = 1024;

/** What the browser sends: the page's path (never its query) and at most one value of each metric. */
export interface VitalsBeacon {
  path: string;
  metrics: Array<{ name: VitalName; value: number }>;
}

/** The parts of a web-vitals report the beacon uses. */
export interface VitalReport {
  name: string;
  value: number;
  /** Changes when the page is shown again from the back/forward cache: another page view. */
  id: string;
}

const isVitalName = (name: string): name is VitalName => (VITAL_NAMES as readonly string[]).includes(name);

/** Milliseconds to the millisecond, layout shift to four places: finer tells the histograms nothing. */
const rounded = (name: VitalName, value: number) =>
  name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value);

/**
 * The reports of one page view, the latest value of each metric kept until the page is hidden.
 * Each metric is sent once per view: web-vitals reports CLS and INP again each time a page is
 * hidden with a larger value, and the histograms count page views, not visits to another tab.
 */
export function vitalsQueue(path: string) {
  let queued = new Map<VitalName, { id: string; value: number }>();
  const sent = new Set<string>();
  return {
    add(report: VitalReport): void {
      if (!isVitalName(report.name) || sent.has(report.id)) return;
      queued.set(report.name, { id: report.id, value: rounded(report.name, report.value) });
    },
    /** A page shown again from the back/forward cache is at the address the router left it at. */
    moveTo(nextPath: string): void {
      path = nextPath;
    },
    /** The beacon's body, emptying the queue; none when nothing is queued or it would be too long. */
    take(): string | undefined {
      if (queued.size === 0) return undefined;
      const metrics = [...queued].map(([name, { id, value }]) => {
        sent.add(id);
        return { name, value };
      });
      queued = new Map();
      const body = JSON.stringify({ path, metrics } satisfies VitalsBeacon);
      return new TextEncoder().encode(body).length <= MAX_BEACON_BYTES ? body : undefined;
    },
  };
}
