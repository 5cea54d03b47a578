/*
 * Next's own lines (its start-up, its errors) and any library's are plain text written through
 * `console`; an operator's log search needs every line JSON. No `server-only` and no `@/`
 * imports: instrumentation.ts installs this before any bundle runs.
 */
import { format } from 'node:util';
import { log, type LogLevel } from './log.ts';

const LEVELS: Array<[keyof Console, LogLevel]> = [
  ['debug', 'debug'],
  ['log', 'info'],
  ['info', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
];

/** Each `console` call becomes one `console` event, its arguments formatted as Node would print them. */
export function consoleAsJson(target: Console = console): void {
  for (const [method, level] of LEVELS) {
    (target[method] as (...args: unknown[]) => void) = (...args: unknown[]) =>
      log(level, 'console', { message: format(...args) });
  }
}
