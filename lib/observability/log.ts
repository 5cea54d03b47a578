/*
 * The site's log: one JSON object a line, each with its time, level and event, and the id and
 * route of the request it was written for (docs/observability.md: Logs). No `server-only` and no
 * `@/` imports: the cache handler, which Node loads directly, logs too.
 */
import { processWide } from '../cache/process-wide.ts';
import { currentRequest, type RequestContext } from './request-context.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogFields = Record<string, unknown>;

/**
 * Written straight to the process's streams, not through `console`, which
 * lib/observability/console-as-json.ts turns into these lines for the code that still uses it.
 * Warnings and errors go to stderr, the rest to stdout, as Node's own do. `request` is the one
 * being served where this runs, unless given (an answer's end runs outside its request's context).
 */
export function log(
  level: LogLevel,
  event: string,
  fields: LogFields = {},
  request: RequestContext | undefined = currentRequest(),
): void {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    event,
    ...(request ? { requestId: request.requestId, route: request.route } : {}),
    ...fields,
  });
  const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout;
  if (readerOf(stream)) stream.write(`${line}\n`);
}

/** Streams whose failures are heard, once in the process however many copies of this module run. */
const streamsHeard = processWide('logStreamsHeard', () => new WeakSet<NodeJS.WriteStream>());

/**
 * Whether `stream` still has a reader. When it goes (a log shipper or a pipe that died), a write
 * fails with an error event, which, unheard, is an uncaught exception that Next logs, through
 * `console.error`, to the same stream: a loop that took most of a core. Heard, the failure ends
 * the stream, and its lines are dropped from then on; the site serves on.
 */
function readerOf(stream: NodeJS.WriteStream): boolean {
  if (!streamsHeard.has(stream)) {
    streamsHeard.add(stream);
    stream.on('error', () => stream.destroy());
  }
  return !stream.destroyed;
}

/** An error's message, and its stack where it has one, for a log line's fields. */
export function errorFields(error: unknown): { message: string; stack?: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  return error.stack ? { message: error.message, stack: error.stack } : { message: error.message };
}
