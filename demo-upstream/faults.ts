import { HOSTILE_HTML } from './hostile-html.ts';
import type { DemoHandler } from './router.ts';

/**
 * Ways the demo upstream can be told to misbehave, so that the site's handling of each
 * failure of UPSTREAM.md can be tested against a real server. Off unless the server is
 * started with `faultControl` (DEMO_FAULTS=1); nothing else can switch them on.
 */
export const FAULT_MODES = [
  'error-500', // 500 with a JSON `detail` message
  'error-500-bare', // 500 with an HTML body and no message
  'not-found', // 404 for everything
  'unauthorized', // 401, as a content API without a valid token answers
  'forbidden', // 403
  'not-json', // 200 with an HTML body
  'bad-item', // the first item of a list, or the item of a detail, breaks its schema
  'empty', // a list has no items; a detail answers as it would
  'hostile-html', // every HTML field carries the known XSS payloads
  'refuse', // the connection is closed without an answer
  'hang', // the request is never answered
  'slow', // the normal answer, after `delayMs`
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface Fault {
  mode: FaultMode;
  /** Only requests whose path contains this are affected; default: every API request (not media). */
  match?: string;
  /** For `slow`. */
  delayMs?: number;
}

/** The path the tests post a fault to (and delete it from). */
export const FAULT_CONTROL_PATH = '/__demo/fault';

export function parseFault(body: unknown): Fault | null {
  if (!body || typeof body !== 'object') return null;
  const { mode, match, delayMs } = body as Record<string, unknown>;
  if (!FAULT_MODES.includes(mode as FaultMode)) return null;
  if (match !== undefined && typeof match !== 'string') return null;
  if (delayMs !== undefined && (typeof delayMs !== 'number' || delayMs < 0 || delayMs > 60_000)) return null;
  return { mode: mode as FaultMode, match, delayMs };
}

export function faultApplies(fault: Fault, path: string): boolean {
  return fault.match === undefined ? !path.startsWith('/media/') : path.includes(fault.match);
}

/** A copy of an upstream answer with its (first) item made invalid: a title that is a number. */
function breakItem(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.results) && record.results.length > 0) {
    const [first, ...rest] = record.results as Record<string, unknown>[];
    return { ...record, results: [{ ...first, id: 'broken', title: 42 }, ...rest] };
  }
  if (record.data && typeof record.data === 'object') return { ...record, data: { ...record.data, title: 42 } };
  return { ...record, title: 42 };
}

/** A copy of a list's answer with no items; any other answer as it is. */
function withoutItems(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !Array.isArray((body as Record<string, unknown>).results)) return body;
  return { ...body, count: 0, next: null, previous: null, results: [] };
}

/** The HTML fields of UPSTREAM.md's entities. */
const HTML_FIELDS = new Set(['content', 'description', 'answer']);

/** A copy of an answer with every HTML field, however deep, replaced by the hostile HTML. */
function withHostileHtml(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withHostileHtml);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      HTML_FIELDS.has(key) && typeof field === 'string' ? HOSTILE_HTML : withHostileHtml(field),
    ]),
  );
}

const json = (body: unknown, status: number) => Response.json(body, { status });
const html = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

/** What a request gets under a fault: an answer, or what to do with the connection. */
export async function answerUnderFault(
  fault: Fault,
  request: Request,
  handler: DemoHandler,
): Promise<Response | 'refuse' | 'hang'> {
  switch (fault.mode) {
    case 'error-500':
      return json({ detail: 'Demo fault: the database is unavailable.' }, 500);
    case 'error-500-bare':
      return html('<h1>Internal Server Error</h1>', 500);
    case 'not-found':
      return json({ detail: 'Not found.' }, 404);
    case 'unauthorized':
      return json({ detail: 'Authentication credentials were not provided.' }, 401);
    case 'forbidden':
      return json({ detail: 'Invalid token.' }, 403);
    case 'not-json':
      return html('<html><body>Service temporarily unavailable</body></html>', 200);
    case 'bad-item': {
      const response = await handler(request);
      if (!response.ok) return response;
      return json(breakItem(await response.json()), response.status);
    }
    case 'empty': {
      const response = await handler(request);
      if (!response.ok) return response;
      return json(withoutItems(await response.json()), response.status);
    }
    case 'hostile-html': {
      const response = await handler(request);
      if (!response.ok) return response;
      return json(withHostileHtml(await response.json()), response.status);
    }
    case 'refuse':
    case 'hang':
      return fault.mode;
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 300));
      return handler(request);
  }
}
