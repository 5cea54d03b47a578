import { describe, expect, it } from 'vitest';
import { longTasksOf, type TraceEvent } from './long-tasks';

const MAIN = { pid: 1, tid: 7 };
/** A complete event on the page's main thread, from `start` ms, lasting `ms`. */
const event = (name: string, start: number, ms: number, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ...thread,
  ts: start * 1000,
  dur: ms * 1000,
});

describe('longTasksOf', () => {
  it('splits each long task by what it did at its top level, and counts what it blocked', () => {
    const trace = [
      event('ParseHTML', 0, 10),
      // A task of 10 ms: not long, not counted.
      event('RunTask', 0, 10),
      // A long task of 120 ms: 60 drawing, 40 script (whatever it ran inside counted once), 20 else.
      event('RunTask', 100, 120),
      event('WebFrameWidgetImpl::UpdateLifecycle', 100, 60),
      event('Layout', 110, 30),
      event('ScriptRunner::ExecutePendingScript', 160, 40),
      event('EvaluateScript', 160, 39),
      event('RunMicrotasks', 170, 20),
      // A long task of 80 ms on another thread: not the page's.
      event('RunTask', 300, 80, { pid: 2, tid: 3 }),
      event('EvaluateScript', 300, 80, { pid: 2, tid: 3 }),
      // A long task of 70 ms reading the HTML.
      event('RunTask', 400, 70),
      event('HTMLDocumentParser::PumpTokenizer', 400, 70),
    ];
    expect(longTasksOf(trace, '/en')).toEqual({
      longTasks: 2,
      blocking: 70 + 20,
      rendering: 60,
      script: 40,
      parsing: 70,
      other: 20,
    });
  });

  it('says so when the trace shows no page read', () => {
    expect(() => longTasksOf([event('RunTask', 0, 100)], '/en')).toThrow('no HTML read in the trace of /en');
  });
});
