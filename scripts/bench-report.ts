/**
 * The pure parts of `npm run bench` (scripts/bench.ts): which files a page makes the browser
 * load, the budgets, the tables it prints and the file it writes them to.
 */

import { gzipSync } from 'node:zlib';

export const KB = 1024;

/** Gzip at zlib's default level, the one `next start` compresses its answers with. */
export const gzipBytes = (body: ArrayBuffer | string) =>
  gzipSync(typeof body === 'string' ? body : Buffer.from(body)).length;

/** Gzip budgets of what one page loads (issue 7). */
export const BUDGETS = {
  js: 180 * KB,
  /** The album page also carries the lightbox's thumbnails and zoom code. */
  albumJs: 215 * KB,
  css: 25 * KB,
  /** Issue 26: a page's HTML within the ~14 KB a first round trip carries (10 TCP segments). */
  html: 14 * KB,
  /** Issue 26: the news list's HTML before compression, which the server writes on every answer. */
  listHtmlRaw: 70 * KB,
} as const;

const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\([\s\S]*?<\/script>/g;

/**
 * The bytes of a page's HTML that are its inline React payload (the `self.__next_f.push` scripts
 * Next writes after the markup for hydration), out of all its bytes, UTF-8.
 */
export function payloadBytes(html: string): number {
  return [...html.matchAll(PAYLOAD_SCRIPT)].reduce((sum, [script]) => sum + Buffer.byteLength(script), 0);
}

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

const STATIC_FILE = /\/_next\/static\/[^"'\s\\)]+?\.(?:js|css)(?:\?[^"'\s\\)]*)?(?=["'\s\\)])/g;
const SCRIPT_TAG = /<script\b[^>]*>/gi;
const SRC = /\bsrc="([^"]+)"/i;
const NO_MODULE = /\bnomodule\b/i;

/**
 * The scripts and stylesheets under /_next/static that a modern browser loads for a page:
 * every one the HTML names, in tags or in the inline React payload (which loads the chunks
 * of the page's client components and hints its stylesheets), except the `nomodule`
 * polyfills, which only browsers without ES modules fetch.
 */
export function pageAssets(html: string): PageAssets {
  const legacyOnly = new Set(
    [...html.matchAll(SCRIPT_TAG)]
      .filter(([tag]) => NO_MODULE.test(tag))
      .map(([tag]) => SRC.exec(tag)?.[1])
      .filter((src): src is string => src !== undefined),
  );
  const files = new Set([...html.matchAll(STATIC_FILE)].map(([url]) => url).filter((url) => !legacyOnly.has(url)));
  const extension = (url: string) => new URL(url, 'http://x').pathname.split('.').pop();
  return {
    scripts: [...files].filter((url) => extension(url) === 'js'),
    styles: [...files].filter((url) => extension(url) === 'css'),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * How fast one load ran against another taken in the same rounds: the median, over the rounds,
 * of its requests/s divided by the other's in the same round.
 */
export function ratioOfRounds(rounds: readonly number[], referenceRounds: readonly number[]): number {
  if (rounds.length !== referenceRounds.length) throw new Error('loads of different rounds');
  return median(rounds.map((value, round) => value / referenceRounds[round]!));
}

export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A budget and whether a measured size keeps it, for one table cell. */
export function budgetCell(bytes: number, budget: number): string {
  return `${budget / KB} KB: ${bytes <= budget ? 'pass' : '**FAIL**'}`;
}

/** A GitHub-flavoured Markdown table, so that the output renders as tables in docs/bench-latest.md. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** What a run was measured on: figures from different commits or machines do not compare. */
export interface BenchRun {
  date: Date;
  /** `git rev-parse --short HEAD`, marked when the tree had uncommitted changes. */
  commit: string;
  /** The cores this process may use: `os.availableParallelism()`, which counts as `nproc` does. */
  cores: number;
  node: string;
  /** The one-minute load average when the measuring ended. */
  loadAverage: number;
  buildSeconds: number;
}

/** The report's first line. */
export function measuredLine(run: BenchRun): string {
  const date = run.date.toISOString().slice(0, 16).replace('T', ' ');
  return (
    `Measured ${date} UTC at commit ${run.commit} on ${run.cores} cores ` +
    `(load average ${run.loadAverage.toFixed(1)} at the end), Node ${run.node}; ` +
    `\`next build\` took ${run.buildSeconds.toFixed(0)} s.`
  );
}

export const LATEST_REPORT_PATH = 'docs/bench-latest.md';

/** The content of docs/bench-latest.md: the report as printed, under a title that says what wrote it. */
export function latestReportFile(report: string): string {
  return [
    '# Latest output of `npm run bench`',
    '',
    'For developers who check the site against its budgets. Written by `npm run bench`',
    '(scripts/bench.ts), which replaces this file on every run. Compare figures within one run',
    "only: the machine's speed varies between runs. What they mean: [performance.md](performance.md).",
    '',
    report,
    '',
  ].join('\n');
}

export interface LighthouseMetrics {
  performance: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}

/** Issue 26: the most layout shift a page may have, whatever the references do. */
export const CLS_BUDGET = 0.01;

/** The bare pages a page of the site is held to: one whose largest element is text, one a picture. */
export interface LighthouseReferences {
  text: LighthouseMetrics;
  picture: LighthouseMetrics;
}

/**
 * The goals of issue 26 a page misses, by name: TBT no more than the bare page's, LCP no later
 * than the bare page's of the same kind of largest element (a picture's, or text's), CLS within
 * CLS_BUDGET, performance no less than the bare page's. The references come from the same run.
 */
export function missedLighthouseGoals(
  metrics: LighthouseMetrics,
  references: LighthouseReferences,
  pictureIsLargest: boolean,
): string[] {
  const missed: string[] = [];
  if (metrics.performance < references.text.performance) missed.push('performance');
  if (metrics.lcp > (pictureIsLargest ? references.picture : references.text).lcp) missed.push('LCP');
  if (metrics.tbt > references.text.tbt) missed.push('TBT');
  if (metrics.cls > CLS_BUDGET) missed.push('CLS');
  return missed;
}

/**
 * The largest element of a page and where its time went, from Lighthouse's LCP breakdown:
 * time to first byte, then (for a picture) the wait before its request and its download,
 * then the wait until it was painted. These are the run's own timings, unthrottled; the LCP
 * of the scores is Lighthouse's simulation of a slow phone from the same run.
 */
export interface LcpBreakdown {
  /** The element's CSS selector, its last two steps, without the CSS modules' hashes. */
  element: string;
  ttfb?: number;
  loadDelay?: number;
  loadDuration?: number;
  renderDelay?: number;
}

/** Whether the largest element Lighthouse names is a picture (an `img`), rather than text. */
export function largestIsPicture(breakdown: LcpBreakdown | undefined): boolean {
  return /(?:^|> )img\b[^ ]*$/.test(breakdown?.element ?? '');
}

interface InsightItem {
  type?: string;
  selector?: string;
  items?: { subpart?: string; duration?: number }[];
}

const SUBPARTS = {
  timeToFirstByte: 'ttfb',
  resourceLoadDelay: 'loadDelay',
  resourceLoadDuration: 'loadDuration',
  elementRenderDelay: 'renderDelay',
} as const;

export function lcpBreakdown(audits: Record<string, { details?: { items?: unknown[] } }>): LcpBreakdown | undefined {
  const items = (audits['lcp-breakdown-insight']?.details?.items ?? []) as InsightItem[];
  const node = items.find((item) => item.type === 'node');
  const table = items.find((item) => item.type === 'table');
  if (!node?.selector) return undefined;
  const breakdown: LcpBreakdown = {
    element: node.selector
      .split(' > ')
      .slice(-2)
      .join(' > ')
      .replace(/\._?[\w-]{6}_/g, '.'),
  };
  for (const { subpart, duration } of table?.items ?? []) {
    const key = subpart && subpart in SUBPARTS ? SUBPARTS[subpart as keyof typeof SUBPARTS] : undefined;
    if (key && typeof duration === 'number') breakdown[key] = duration;
  }
  return breakdown;
}
