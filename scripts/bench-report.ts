/**
 * The pure parts of `npm run bench` (scripts/bench.ts): which files a page makes the browser
 * load, the budgets, and the tables it prints.
 */

export const KB = 1024;

/** Gzip budgets of what one page loads (issue 7). */
export const BUDGETS = {
  js: 180 * KB,
  /** The album page also carries the lightbox's thumbnails and zoom code. */
  albumJs: 215 * KB,
  css: 25 * KB,
} as const;

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

export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A budget and whether a measured size keeps it, for one table cell. */
export function budgetCell(bytes: number, budget: number): string {
  return `${budget / KB} KB: ${bytes <= budget ? 'pass' : '**FAIL**'}`;
}

/** A GitHub-flavoured Markdown table, so that the output can be pasted into the README as it is. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
