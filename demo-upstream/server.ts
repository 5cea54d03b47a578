import { DEMO_UPSTREAM_PORT } from './environment.ts';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EDIT_CONTROL_PATH, parseEdit, type Edit } from './edits.ts';
import { answerUnderFault, faultApplies, FAULT_CONTROL_PATH, parseFault, type Fault } from './faults.ts';
import { isLoggedPath, REQUEST_LOG_PATH, RequestLog } from './request-log.ts';
import { DEMO_TOKEN, createDemoHandler } from './router.ts';
import type { DemoHandler } from './router.ts';

/**
 * The demo upstream over HTTP: a thin node:http shell around the pure handler in
 * router.ts. Run it with `node demo-upstream/server.ts`, or start it from code.
 */

export interface DemoUpstreamOptions {
  /** 0 picks a free port. Default 4010. */
  port?: number;
  /** Default 127.0.0.1: the demo is for this machine only. */
  host?: string;
  /** Default DEMO_TOKEN. */
  token?: string;
  /** Where clients reach the media, for the few absolute media URLs. Default: the server's own URL. */
  mediaBaseUrl?: string;
  /** News stories per language; default the sample's 50 (the bench asks for a large site's). */
  newsCount?: number;
  /**
   * Accept faults posted to FAULT_CONTROL_PATH (for the failure tests), and keep a log of
   * the API requests at REQUEST_LOG_PATH. Default off.
   */
  faultControl?: boolean;
  /** Accept edits posted to EDIT_CONTROL_PATH (for the revalidation tests). Default off. */
  editControl?: boolean;
}

export interface DemoUpstream {
  /** The origin the server answers on, e.g. `http://127.0.0.1:4010`. */
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_PORT = DEMO_UPSTREAM_PORT;
export const DEFAULT_HOST = '127.0.0.1';

/** A URL host for the bound address; a wildcard bind is reached through loopback. */
function urlHost(address: string): string {
  if (address === '0.0.0.0') return '127.0.0.1';
  if (address === '::') return '[::1]';
  return address.includes(':') ? `[${address}]` : address;
}

function toRequest(incoming: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The handler ignores the host, so the server's own origin is used rather than trusting
  // the Host header; next/previous links then always point back at this server.
  // GET and HEAD have no body, and the handler refuses every other method.
  // Concatenated rather than resolved, so that a target such as `//x` stays a path.
  const target = incoming.url ?? '/';
  const url = target.startsWith('/') ? `${origin}${target}` : new URL(target, origin);
  return new Request(url, { method: incoming.method, headers });
}

async function readJson(incoming: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/** The test-only switch: POST a fault to set it, DELETE to clear it, GET to read it. */
async function controlFaults(state: { fault: Fault | null }, incoming: IncomingMessage): Promise<Response> {
  if (incoming.method === 'DELETE') {
    state.fault = null;
    return Response.json({ fault: null });
  }
  if (incoming.method === 'POST') {
    const fault = parseFault(await readJson(incoming));
    if (!fault) return Response.json({ detail: 'Unknown fault.' }, { status: 400 });
    state.fault = fault;
  }
  return Response.json({ fault: state.fault });
}

/** The test-only editor: POST an edit to add it (replacing one of the same item), DELETE to undo all, GET to read them. */
async function controlEdits(edits: Map<string, Edit>, incoming: IncomingMessage): Promise<Response> {
  if (incoming.method === 'DELETE') {
    edits.clear();
  } else if (incoming.method === 'POST') {
    const edit = parseEdit(await readJson(incoming));
    if (!edit) return Response.json({ detail: 'Unknown collection, id or title.' }, { status: 400 });
    edits.set(`${edit.collection}:${edit.id}`, edit);
  }
  return Response.json({ edits: [...edits.values()] });
}

/** The test-only request log: GET to read it, DELETE to empty it. */
function controlRequestLog(log: RequestLog, incoming: IncomingMessage): Response {
  if (incoming.method === 'DELETE') log.clear();
  return Response.json({ requests: log.entries() });
}

interface Controls {
  faults?: { fault: Fault | null };
  edits?: Map<string, Edit>;
  requestLog?: RequestLog;
}

async function respond(
  handler: DemoHandler,
  origin: string,
  { faults, edits, requestLog }: Controls,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
) {
  let response: Response | 'refuse' | 'hang';
  try {
    const request = toRequest(incoming, origin);
    const { pathname: path, search } = new URL(request.url);
    if (requestLog && isLoggedPath(path)) {
      const { headers } = request;
      outgoing.once(
        'finish',
        requestLog.start(path + search, {
          traceparent: headers.get('traceparent'),
          requestId: headers.get('x-request-id'),
        }),
      );
    }
    if (faults && path === FAULT_CONTROL_PATH) response = await controlFaults(faults, incoming);
    else if (requestLog && path === REQUEST_LOG_PATH) response = controlRequestLog(requestLog, incoming);
    else if (edits && path === EDIT_CONTROL_PATH) response = await controlEdits(edits, incoming);
    else if (faults?.fault && faultApplies(faults.fault, path))
      response = await answerUnderFault(faults.fault, request, handler);
    else response = await handler(request);
  } catch {
    // Only a request that cannot be represented (a malformed target) gets here.
    response = Response.json({ detail: 'Bad request.' }, { status: 400 });
  }
  if (response === 'refuse') {
    incoming.socket.destroy();
    return;
  }
  if (response === 'hang') return; // Held open until the client gives up or the server closes.
  const body = incoming.method === 'HEAD' || !response.body ? undefined : Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(body);
}

export function startDemoUpstream(options: DemoUpstreamOptions = {}): Promise<DemoUpstream> {
  const { port = DEFAULT_PORT, host = DEFAULT_HOST, token = DEMO_TOKEN } = options;
  const controls: Controls = {
    faults: options.faultControl ? { fault: null } : undefined,
    edits: options.editControl ? new Map() : undefined,
    requestLog: options.faultControl ? new RequestLog() : undefined,
  };
  const { edits } = controls;
  let handler: DemoHandler | undefined;
  let origin = '';

  const server = createServer((incoming, outgoing) => {
    // The handler is built in the listen callback, before any connection is served; the
    // check only satisfies the type of the variable.
    if (!handler) {
      outgoing.writeHead(503).end();
      return;
    }
    respond(handler, origin, controls, incoming, outgoing).catch((error: unknown) => {
      console.error('demo upstream: failed to answer', error);
      outgoing.destroy();
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      origin = `http://${urlHost(address.address)}:${address.port}`;
      // Built once the port is known, so absolute media URLs name the real port even for port 0.
      handler = createDemoHandler({
        token,
        mediaBaseUrl: options.mediaBaseUrl ?? origin,
        newsCount: options.newsCount,
        edits: edits && (() => [...edits.values()]),
      });
      resolve({
        url: origin,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Keep-alive connections from browsers would otherwise hold close() open.
            server.closeAllConnections();
          }),
      });
    });
  });
}

function portFromEnvironment(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new Error(`DEMO_UPSTREAM_PORT must be a port number, got "${value}"`);
  return port;
}

async function main(): Promise<void> {
  const env = process.env;
  const upstream = await startDemoUpstream({
    port: portFromEnvironment(env.DEMO_UPSTREAM_PORT),
    host: env.DEMO_UPSTREAM_HOST || DEFAULT_HOST,
    token: env.DEMO_CONTENT_TOKEN || DEMO_TOKEN,
    mediaBaseUrl: env.DEMO_MEDIA_BASE_URL || undefined,
    // One switch for both test controls: a demo that tests may break may also be edited.
    faultControl: env.DEMO_FAULTS === '1',
    editControl: env.DEMO_FAULTS === '1',
  });
  // The token is deliberately not logged: log lines must never carry the credential.
  console.log(`demo upstream listening on ${upstream.url}`);
  const stop = () => {
    upstream.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('demo upstream: failed to close', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    // One readable line (e.g. "listen EADDRINUSE ...") instead of a stack trace.
    console.error(`demo upstream: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
