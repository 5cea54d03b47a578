import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isPatched, patchSource } from './patch-next.mjs';

/** IncrementalCache.set's measurement as Next 16.4.6's minified runtimes write it, in a function of its own. */
const MINIFIED_SET =
  'function set(e,t,r){let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler&&!r.isImplicitBuildTimeCache){return `warn ${i}`}return "stored"}';

/** The same as its readable build writes it. */
const READABLE_SET = `async function set(pathname, data, ctx) {
        const itemSize = JSON.stringify(data).length;
        if (ctx.fetchCache && itemSize > 2 * 1024 * 1024 && // We ignore the size limit when custom cache handler is being used, as it
        // might not have this limit
        !this.hasCustomCacheHandler && // We also ignore the size limit when it's an implicit build-time-only
        // caching that the user isn't even aware of.
        !ctx.isImplicitBuildTimeCache) {
            return \`warn \${itemSize}\`;
        }
        return 'stored';
    }`;

type Set = (this: { hasCustomCacheHandler: boolean }, key: string, data: unknown, ctx: object) => unknown;
const compile = (source: string) => new Function(`return ${source}`)() as Set;

describe('patch-next', () => {
  it('keeps what IncrementalCache.set does, for every kind of entry and cache handler', async () => {
    for (const source of [MINIFIED_SET, READABLE_SET]) {
      const [before, after] = [compile(source), compile(patchSource(source))];
      expect(isPatched(source)).toBe(false);
      expect(isPatched(patchSource(source))).toBe(true);
      for (const hasCustomCacheHandler of [false, true])
        for (const fetchCache of [false, true])
          for (const isImplicitBuildTimeCache of [false, true])
            for (const data of [{ body: 'small' }, { body: 'x'.repeat(2 * 1024 * 1024 + 1) }]) {
              const ctx = { fetchCache, isImplicitBuildTimeCache };
              expect(await after.call({ hasCustomCacheHandler }, 'key', data, ctx)).toBe(
                await before.call({ hasCustomCacheHandler }, 'key', data, ctx),
              );
            }
    }
  });

  it('no longer writes out a page it stores, whatever the cache handler', async () => {
    const page = { kind: 'APP_PAGE', rscData: Buffer.alloc(50_000) };
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      for (const source of [MINIFIED_SET, READABLE_SET]) {
        for (const hasCustomCacheHandler of [false, true]) {
          await compile(source).call({ hasCustomCacheHandler }, 'key', page, { fetchCache: false });
          expect(stringify).toHaveBeenCalledTimes(1);
          stringify.mockClear();
          await compile(patchSource(source)).call({ hasCustomCacheHandler }, 'key', page, { fetchCache: false });
          expect(stringify).not.toHaveBeenCalled();
        }
      }
    } finally {
      stringify.mockRestore();
    }
  });

  it('changes nothing twice', () => {
    const once = patchSource(`${MINIFIED_SET}\n${READABLE_SET}`);
    expect(patchSource(once)).toBe(once);
  });

  it('has changed the installed Next (npm install runs it)', () => {
    const runtime = readFileSync(
      path.join('node_modules', 'next', 'dist', 'compiled', 'next-server', 'app-page-turbo.runtime.prod.js'),
      'utf8',
    );
    expect(isPatched(runtime)).toBe(true);
    expect(patchSource(runtime)).toBe(runtime);
  });
});
