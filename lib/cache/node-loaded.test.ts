import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'([^']+)'/g;

/**
 * The files Node loads as they are, without the bundler, from `entry` on: every relative import
 * followed. Next loads its `cacheHandler` so (next.config.ts), in the server and in the build.
 */
function loadedWith(entry: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (imports.has(file)) continue;
    const specifiers = [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT)].map(
      ([, specifier]) => specifier!,
    );
    imports.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) pending.push(path.normalize(path.join(path.dirname(file), specifier)));
    }
  }
  return imports;
}

describe('what Node loads with the cache handler', () => {
  const loaded = loadedWith('lib/cache/cache-handler.ts');

  it('is followed through the cache and the metrics it counts into', () => {
    expect([...loaded.keys()]).toEqual(
      expect.arrayContaining([
        'lib/cache/redis-cache.ts',
        'lib/cache/made-up-pages.ts',
        'lib/observability/metrics.ts',
      ]),
    );
  });

  it.each([...loaded])(
    "%s imports only what Node can resolve: files by their '.ts' path, packages",
    (_, specifiers) => {
      for (const specifier of specifiers) {
        // No '@/' (the bundler's alias) and no 'server-only' (which throws outside the bundler).
        expect(specifier).not.toMatch(/^@\//);
        expect(specifier).not.toBe('server-only');
        if (specifier.startsWith('.')) expect(specifier).toMatch(/\.ts$/);
      }
    },
  );
});
