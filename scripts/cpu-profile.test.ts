import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FrameSources, partOf, splitProfile, type CpuProfile } from './cpu-profile.ts';

const ROOT = '/srv/site';
const FLIGHT =
  'node_modules/next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-server.node.production.js';
const FIZZ = 'node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js';
const FLIGHT_CLIENT =
  'node_modules/next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-client.node.production.js';

describe('partOf: what a sample was doing, from its stack (innermost first)', () => {
  it('gives a sample to the innermost domain on its stack, wherever it runs', () => {
    expect(partOf(['node_modules/zod/v4/core/schemas.js', 'site/lib/upstream/news.ts', FLIGHT])).toBe(
      'upstream data: reading and parsing (data layer, zod)',
    );
    // The data cache read by a fetch of the data layer: the cache is innermost.
    expect(partOf(['node:internal/url', 'site/lib/cache/cache-handler.ts', 'site/lib/upstream/request.ts'])).toBe(
      "page and data caches (Next's, the site's handler, Redis)",
    );
    expect(partOf(['node_modules/use-intl/dist/esm/production/core.js', 'site/components/card/card.tsx', FIZZ])).toBe(
      'next-intl (messages, formats)',
    );
    expect(partOf(['node_modules/next/dist/esm/lib/metadata/resolve-metadata.js', FLIGHT])).toBe(
      'metadata and structured data',
    );
    expect(partOf(['site/lib/search/search-index.ts', 'site/app/[locale]/search/page.tsx', FLIGHT])).toBe(
      'site search (index, snippets)',
    );
  });

  it('tells the site code a renderer runs from the renderer itself', () => {
    expect(partOf(['site/components/layout/site-footer/site-footer.tsx', FLIGHT])).toBe(
      "Server Components: the site's code",
    );
    expect(partOf([FLIGHT, 'node_modules/next/dist/server/app-render/app-render.js'])).toBe(
      'Flight: React rendering Server Components and writing the payload',
    );
    expect(partOf(['site/components/layout/site-header/site-header.tsx', FIZZ])).toBe(
      "SSR of client components: the site's code",
    );
    expect(partOf([FIZZ, 'site/components/layout/site-header/site-header.tsx', FLIGHT])).toBe(
      'SSR of client components: React (Fizz) writing the HTML',
    );
    expect(partOf([FLIGHT_CLIENT, FIZZ])).toBe('Flight client: the payload read back for SSR');
  });

  it('gives everything under proxy.ts to it, and the rest to Next, Node or V8', () => {
    expect(partOf(['node_modules/next-intl/dist/esm/production/middleware/middleware.js', 'site/proxy.ts'])).toBe(
      'proxy.ts (languages, headers)',
    );
    expect(partOf(['node:internal/streams/readable', 'node_modules/next/dist/server/base-server.js'])).toBe(
      'Next: routing, response, streams',
    );
    expect(partOf(['node:internal/streams/readable', 'node:_http_server'])).toBe(
      'Node: HTTP, streams, fetch, compression',
    );
    expect(partOf(['(garbage collector)'])).toBe('garbage collection');
    expect(partOf(['(program)'])).toBe('V8 outside JavaScript (compiling, native code)');
    expect(partOf(['(anonymous)'])).toBe('other');
  });
});

describe('FrameSources: the module a frame belongs to', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cpu-profile-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** A bundle of two modules on one line: columns 0–99 from the first source, 100 on from the second. */
  function bundle(name: string, sources: string[]): string {
    const file = path.join(folder, name);
    writeFileSync(file, 'x'.repeat(200));
    // Segments: column 0 → source 0, line 0, column 0; column 100 → source 1 (delta +1), same line and column.
    writeFileSync(`${file}.map`, JSON.stringify({ version: 3, sources, names: [], mappings: 'AAAA,oGCAA' }));
    return pathToFileURL(file).href;
  }
  const frame = (url: string, columnNumber: number) => ({ functionName: 'f', url, lineNumber: 0, columnNumber });

  it("names the modules of Next's compiled runtime and of the site's chunks by their source maps", () => {
    const sources = new FrameSources(ROOT);
    const runtime = bundle('app-page-turbo.runtime.prod.js', [
      'webpack://next/./dist/compiled/react-dom/cjs/react-dom-server.node.production.js',
      'webpack://next/./src/server/lib/incremental-cache/index.ts',
    ]);
    expect(sources.source(frame(runtime, 5))).toBe(
      'node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js',
    );
    expect(sources.source(frame(runtime, 150))).toBe('node_modules/next/src/server/lib/incremental-cache/index.ts');
    const chunk = bundle('ssr-chunk.js', [
      'turbopack:///[project]/components/card/card.tsx',
      'turbopack:///[project]/node_modules/zod/v4/core/schemas.js',
    ]);
    expect(sources.source(frame(chunk, 0))).toBe('site/components/card/card.tsx');
    expect(sources.source(frame(chunk, 120))).toBe('node_modules/zod/v4/core/schemas.js');
  });

  it('names a source relative to its bundle, and a frame without a map by its file', () => {
    const sources = new FrameSources(folder);
    const relative = bundle('relative.js', ['lib/routes.ts', '../node_modules/next/src/server/base-server.ts']);
    expect(sources.source(frame(relative, 0))).toBe('site/lib/routes.ts');
    expect(sources.source(frame(relative, 100))).toBe('node_modules/next/src/server/base-server.ts');
    expect(sources.source(frame(pathToFileURL(path.join(folder, 'proxy.ts')).href, 0))).toBe('site/proxy.ts');
    expect(sources.source(frame('node:internal/url', 0))).toBe('node:internal/url');
    expect(sources.source({ functionName: '(garbage collector)', url: '', lineNumber: -1, columnNumber: -1 })).toBe(
      '(garbage collector)',
    );
  });
});

describe('splitProfile', () => {
  it('adds up each part of the samples, in milliseconds, leaving idle time out', () => {
    const frame = (url: string, functionName = 'f') => ({ functionName, url, lineNumber: 0, columnNumber: 0 });
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('', '(root)'), children: [2, 3, 5] },
        { id: 2, callFrame: frame('', '(idle)') },
        { id: 3, callFrame: frame(`file://${ROOT}/node_modules/next/dist/server/base-server.js`), children: [4] },
        { id: 4, callFrame: frame(`file://${ROOT}/node_modules/zod/v4/core/schemas.js`) },
        { id: 5, callFrame: frame('', '(garbage collector)') },
      ],
      samples: [2, 4, 3, 4, 5, 2],
      timeDeltas: [5000, 1000, 2000, 1500, 500, 9000],
    };
    expect(Object.fromEntries(splitProfile(profile, new FrameSources(ROOT)))).toEqual({
      'upstream data: reading and parsing (data layer, zod)': 2.5,
      'Next: routing, response, streams': 2,
      'garbage collection': 0.5,
    });
  });
});
