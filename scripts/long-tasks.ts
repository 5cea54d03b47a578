/**
 * A page load's long tasks, from Chromium's trace of it (scripts/bench-main-thread.ts), split by
 * what they did at their top level: drawing frames (style, layout, paint), script (evaluation and
 * the hydration that runs in its microtasks, events, timers), reading the HTML, and the rest.
 */

/** A task longer than this blocks input; Total Blocking Time counts what it lasts beyond. */
const LONG_TASK_MS = 50;

/** Milliseconds of the long tasks, by what they did. */
export interface MainThread {
  /** What the long tasks lasted beyond 50 ms each, as Total Blocking Time counts it (not simulated). */
  blocking: number;
  longTasks: number;
  rendering: number;
  script: number;
  parsing: number;
  /** Whatever else the long tasks did (setting up a frame or a window, garbage collection between the above). */
  other: number;
}

/** An event of Chromium's trace format; complete events (`ph: 'X'`) have a duration, in µs like `ts`. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

type Part = 'rendering' | 'script' | 'parsing';

/** The kind of work of an event at the top of a task, by Chromium's names for it. */
function partOf(name: string): Part | undefined {
  if (/UpdateLifecycle|UpdateStyleAndLayout|^Layout$|^UpdateLayoutTree$|^Paint$|^PrePaint$/.test(name))
    return 'rendering';
  if (
    /^ScriptRunner::|^EvaluateScript$|^FunctionCall$|^RunMicrotasks$|^TimerFire$|^EventDispatch$|^v8\.run$/.test(name)
  )
    return 'script';
  if (/^HTMLDocumentParser::|^ParseHTML$/.test(name)) return 'parsing';
  return undefined;
}

/** The events not inside another, from a list sorted by start, the longest first among equal starts. */
function outermost(events: TraceEvent[]): TraceEvent[] {
  const result: TraceEvent[] = [];
  let end = -Infinity;
  for (const event of events) {
    if (event.ts < end) continue;
    result.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return result;
}

/** The long tasks of the page's main thread (the thread that read its HTML), split by what they did. */
export function longTasksOf(events: readonly TraceEvent[], url: string): MainThread {
  const parser = events.find((event) => event.name === 'ParseHTML' || event.name.startsWith('HTMLDocumentParser'));
  if (!parser) throw new Error(`no HTML read in the trace of ${url}`);
  const onMain = events
    .filter((event) => event.ph === 'X' && event.pid === parser.pid && event.tid === parser.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 > LONG_TASK_MS);
  const totals: MainThread = { blocking: 0, longTasks: tasks.length, rendering: 0, script: 0, parsing: 0, other: 0 };
  for (const task of tasks) {
    const taskEnd = task.ts + task.dur!;
    const inside = onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= taskEnd,
    );
    let accounted = 0;
    for (const event of outermost(inside)) {
      const part = partOf(event.name);
      if (!part) continue;
      totals[part] += event.dur! / 1000;
      accounted += event.dur! / 1000;
    }
    totals.blocking += task.dur! / 1000 - LONG_TASK_MS;
    totals.other += task.dur! / 1000 - accounted;
  }
  return totals;
}
