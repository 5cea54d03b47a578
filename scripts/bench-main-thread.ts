/**
 * What keeps a page's main thread busy while it loads, for `npm run bench`: Chromium's own trace
 * of a load on a phone's screen at Lighthouse's mobile CPU slowdown, its long tasks split by what
 * they did (scripts/long-tasks.ts). Lighthouse gives one number, simulated; this says where the
 * blocking comes from.
 */
import { chromium, type Browser } from '@playwright/test';
import { median } from './bench-report.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { longTasksOf, type MainThread, type TraceEvent } from './long-tasks.ts';

/** Lighthouse's mobile default. */
const CPU_SLOWDOWN = 4;
/** After `load`: the hydration and the leaves' effects that follow it. */
const SETTLE_MS = 2_500;
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,blink';

/** One load of `url` in a new context, traced; its long tasks split by what they did. */
async function traceOnce(browser: Browser, url: string): Promise<MainThread> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    await session.send('Tracing.end');
    await complete;
    return longTasksOf(events, url);
  } finally {
    await context.close();
  }
}

/** `runs` loads of each of `urls`; for each, every figure the median of its runs. */
export async function mainThreadOfLoads(urls: string[], runs: number): Promise<MainThread[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const results: MainThread[] = [];
    for (const url of urls) {
      const traced: MainThread[] = [];
      for (let run = 0; run < runs; run += 1) traced.push(await traceOnce(browser, url));
      const of = (key: keyof MainThread) => median(traced.map((figures) => figures[key]));
      results.push({
        blocking: of('blocking'),
        longTasks: of('longTasks'),
        rendering: of('rendering'),
        script: of('script'),
        parsing: of('parsing'),
        other: of('other'),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
