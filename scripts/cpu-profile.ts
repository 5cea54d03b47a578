/**
 * A server's CPU profile, taken over the inspector while the bench asks it for pages, and split
 * by what ran: the site's data layer, React's two renderers, Next's caches, next-intl, Node.
 * Next's runtime and the site's server chunks are minified bundles; their source maps (both ship
 * them) name the module each sampled frame belongs to.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The parts of a V8 CPU profile (the inspector's `Profiler.stop`) the split reads. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  /** Microseconds before each sample. */
  timeDeltas: number[];
}

/** An inspector session on a server started with `--inspect=127.0.0.1:<port>`. */
export interface Profiler {
  start(): Promise<void>;
  stop(): Promise<CpuProfile>;
  close(): void;
}

/** Samples every 200 µs: a render of a few milliseconds is seen a few dozen times. */
const SAMPLING_MICROSECONDS = 200;

export async function connectProfiler(inspectorPort: number): Promise<Profiler> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  if (!target) throw new Error(`no inspector target on port ${inspectorPort}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id!);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  const send = <Result>(method: string, params: object = {}) =>
    new Promise<Result>((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, { resolve: resolve as (result: unknown) => void, reject });
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: SAMPLING_MICROSECONDS });
  return {
    start: () => send('Profiler.start'),
    stop: async () => (await send<{ profile: CpuProfile }>('Profiler.stop')).profile,
    close: () => socket.close(),
  };
}

/** What ran, named as the bench prints it. The first rule a frame matches names it. */
const PARTS = {
  search: 'site search (index, snippets)',
  upstream: 'upstream data: reading and parsing (data layer, zod)',
  html: 'upstream HTML made safe or plain (sanitize-html)',
  intl: 'next-intl (messages, formats)',
  metadata: 'metadata and structured data',
  cache: "page and data caches (Next's, the site's handler, Redis)",
  proxy: 'proxy.ts (languages, headers)',
  serverComponents: "Server Components: the site's code",
  flight: 'Flight: React rendering Server Components and writing the payload',
  ssrSite: "SSR of client components: the site's code",
  fizz: 'SSR of client components: React (Fizz) writing the HTML',
  flightClient: 'Flight client: the payload read back for SSR',
  next: 'Next: routing, response, streams',
  node: 'Node: HTTP, streams, fetch, compression',
  gc: 'garbage collection',
  program: 'V8 outside JavaScript (compiling, native code)',
  other: 'other',
} as const;
export type ProfilePart = (typeof PARTS)[keyof typeof PARTS];
export const PROFILE_PARTS: readonly ProfilePart[] = Object.values(PARTS);

/**
 * Domains that own a frame wherever it runs: the innermost on a stack takes the sample. Sources
 * are named as `FrameSources` names them: `site/<path>` or `node_modules/<package>/<path>`.
 */
const DOMAINS: [RegExp, ProfilePart][] = [
  [/^site\/lib\/search\//, PARTS.search],
  [/^site\/lib\/upstream\/|^node_modules\/zod\//, PARTS.upstream],
  [
    /^site\/lib\/sanitize|^node_modules\/(sanitize-html|htmlparser2|domhandler|domutils|entities|parse-srcset|postcss)\//,
    PARTS.html,
  ],
  [/^node_modules\/(next-intl|use-intl|intl-messageformat|@formatjs)\//, PARTS.intl],
  [/^node_modules\/next\/.*\/lib\/metadata\/|^site\/(lib|components)\/seo\//, PARTS.metadata],
  [
    /^node_modules\/next\/.*\/(incremental-cache|response-cache)\/|^site\/lib\/cache\/|^node_modules\/@?redis/,
    PARTS.cache,
  ],
];
const FLIGHT_SERVER = /react-server-dom-[a-z]+-server\./;
const FLIGHT_CLIENT = /react-server-dom-[a-z]+-client\./;
const FIZZ = /react-dom-server\./;
const SITE_CODE = /^site\//;
const PROXY = /^site\/proxy\.ts$|^node_modules\/next\/.*\/build\/templates\/middleware\./;

/**
 * Where a frame's code comes from, by its module's original path where a source map names it:
 * `site/<path>` for the site's own modules, `node_modules/<package>/<path>` for a package's
 * (Next's compiled runtime names its modules `webpack://next/./<path>`), else as V8 names it
 * (`node:internal/…`, `(garbage collector)`).
 */
export class FrameSources {
  private readonly maps = new Map<string, SourceMap | null>();
  private readonly named = new Map<string, string>();
  private readonly root: string;

  /** `root`: the site's folder, where its build and node_modules are. */
  constructor(root: string) {
    this.root = root;
  }

  source(frame: CpuProfile['nodes'][number]['callFrame']): string {
    const { url, lineNumber, columnNumber, functionName } = frame;
    if (!url) return functionName || '(anonymous)';
    const found = this.mapOf(url)?.findEntry(lineNumber, columnNumber) as { originalSource?: string } | undefined;
    const original = found?.originalSource;
    // Relative sources are relative to the bundle that names them.
    const where = !original ? url : /^[a-z]+:/.test(original) ? original : new URL(original, url).href;
    let name = this.named.get(where);
    if (name === undefined) {
      name = this.name(where);
      this.named.set(where, name);
    }
    return name;
  }

  private name(where: string): string {
    const compiledByNext = /^webpack:\/\/next\/\.\/(.*)$/.exec(where);
    if (compiledByNext) return `node_modules/next/${compiledByNext[1]}`;
    const project = /^turbopack:\/\/\/\[project\]\/(.*)$/.exec(where);
    const path = project ? project[1]! : where.startsWith('file://') ? fileURLToPath(where) : where;
    const inPackage = /(?:^|\/)node_modules\/(.*)$/.exec(path);
    if (inPackage) return `node_modules/${inPackage[1]}`;
    if (project) return `site/${path}`;
    if (path.startsWith(`${this.root}/`)) return `site/${path.slice(this.root.length + 1)}`;
    return path;
  }

  private mapOf(url: string): SourceMap | null {
    if (!this.maps.has(url)) {
      let map: SourceMap | null = null;
      const file = url.startsWith('file://') ? fileURLToPath(url) : url;
      if (file.startsWith('/') && existsSync(`${file}.map`)) {
        try {
          map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
        } catch {
          // A map that does not parse: the frame is named by its bundle.
        }
      }
      this.maps.set(url, map);
    }
    return this.maps.get(url)!;
  }
}

/** What one sample's stack (innermost frame first, as original sources) was doing. */
export function partOf(stack: readonly string[]): ProfilePart {
  const [leaf] = stack;
  if (leaf === '(garbage collector)') return PARTS.gc;
  if (leaf === '(program)') return PARTS.program;
  if (stack.some((source) => PROXY.test(source))) return PARTS.proxy;
  for (const source of stack) {
    const domain = DOMAINS.find(([pattern]) => pattern.test(source));
    if (domain) return domain[1];
  }
  const renderer = stack.findIndex(
    (source) => FLIGHT_SERVER.test(source) || FIZZ.test(source) || FLIGHT_CLIENT.test(source),
  );
  if (renderer !== -1) {
    const source = stack[renderer]!;
    // Site code run by a renderer: a frame of it between the sample and the renderer.
    const bySite = stack.slice(0, renderer).some((frame) => SITE_CODE.test(frame));
    if (FLIGHT_CLIENT.test(source)) return PARTS.flightClient;
    if (FIZZ.test(source)) return bySite ? PARTS.ssrSite : PARTS.fizz;
    return bySite ? PARTS.serverComponents : PARTS.flight;
  }
  if (stack.some((source) => SITE_CODE.test(source))) return PARTS.serverComponents;
  if (stack.some((source) => source.startsWith('node_modules/next/'))) return PARTS.next;
  if (stack.some((source) => source.startsWith('node:'))) return PARTS.node;
  return PARTS.other;
}

/** Milliseconds of CPU in each part, idle time left out; `sources` resolves each frame once. */
export function splitProfile(profile: CpuProfile, sources: FrameSources): Map<ProfilePart, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const microseconds = new Map<number, number>();
  profile.samples.forEach((id, index) =>
    microseconds.set(id, (microseconds.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
  );
  const split = new Map<ProfilePart, number>();
  for (const [id, time] of microseconds) {
    const stack: string[] = [];
    for (let node = byId.get(id); node; node = byId.get(parentOf.get(node.id) ?? -1)) {
      if (node.callFrame.functionName === '(root)') break;
      stack.push(sources.source(node.callFrame));
    }
    if (stack[0] === '(idle)') continue;
    const part = partOf(stack);
    split.set(part, (split.get(part) ?? 0) + time / 1000);
  }
  return split;
}
