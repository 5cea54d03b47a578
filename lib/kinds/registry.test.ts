import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchSources } from '@/lib/search/documents';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { kindListHref } from '@/lib/routes';
import { COLLECTIONS } from '@/lib/upstream/tags';
import { KINDS, type Kind } from './index';
import { KIND_SOURCES } from './sources';

/* A kind is its folder here and its route files: everything else that must know it is made from the registry. */

const ROOT = path.join(import.meta.dirname, '../..');
const APP_LOCALE = path.join(ROOT, 'app/[locale]');
const ON_DEMAND = /export\s*\{\s*generateStaticParams\s*\}\s*from\s*'@\/lib\/pages\/on-demand'/;

const kinds = KINDS as readonly Kind[];
const byName = kinds.map((kind) => [kind.collection, kind] as const);

/** A kind's list route: `[[...page]]` when paged, under `[category]` when listed by category. */
function listPageFile({ list }: Kind): string {
  const segments = [list.path, ...(list.byCategory ? ['[category]'] : []), ...(list.paged ? ['[[...page]]'] : [])];
  return path.join(APP_LOCALE, ...segments, 'page.tsx');
}

describe.each(byName)('the %s kind', (_, kind) => {
  it('has its list route, rendered on demand when it has parameters', () => {
    const file = listPageFile(kind);
    expect(existsSync(file), file).toBe(true);
    if (kind.list.paged || kind.list.byCategory) expect(readFileSync(file, 'utf8')).toMatch(ON_DEMAND);
  });

  it("has its items' route, rendered on demand, where its items have pages", () => {
    if (!kind.detail) return;
    const file = path.join(APP_LOCALE, kind.detail.path, '[id]', 'page.tsx');
    expect(existsSync(file), file).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(ON_DEMAND);
  });

  it('is tagged, and the revalidation hook can name it', () => {
    expect(COLLECTIONS).toContain(kind.collection);
  });

  it('has one source for the search and the sitemap', () => {
    expect(KIND_SOURCES.filter((source) => source.kind === kind)).toHaveLength(1);
  });
});

describe('what is made from the registry', () => {
  it("lists every kind's list and every item with a page in the sitemap", async () => {
    const hrefs = (await sitemapEntries()).map((entry) => entry.href);
    for (const kind of kinds) {
      expect(hrefs).toContain(kindListHref(kind));
      if (kind.detail)
        expect(
          hrefs.some((href) => href.startsWith(`${kind.detail!.path}/`)),
          kind.collection,
        ).toBe(true);
    }
  });

  it('finds every kind in the search', async () => {
    const found = new Set((await searchSources('en')).map((source) => source.document().kind));
    for (const kind of kinds) expect(found, kind.searchKind).toContain(kind.searchKind);
  });

  it('gives each kind its own names and paths', () => {
    for (const key of ['collection', 'searchKind', 'namespace'] as const) {
      expect(new Set(kinds.map((kind) => kind[key])).size, key).toBe(kinds.length);
    }
    const paths = kinds.flatMap((kind) => [kind.list.path, ...(kind.detail ? [kind.detail.path] : [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

/** The site's own source files, tests and the demo upstream (whose paths are the upstreams') left out. */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(path.join(ROOT, file)))
    .filter((file) => !/\.(test|spec)\.tsx?$/.test(file) && !file.startsWith('demo-upstream/'));
}

describe("a kind's paths", () => {
  it('are named in its folder and its route files only', () => {
    const quoted = kinds
      .flatMap((kind) => [kind.list.path, ...(kind.detail ? [kind.detail.path] : [])])
      .map((kindPath) => new RegExp(`['"\`]${kindPath.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}(?=['"\`/?#])`));
    const naming = sourceFiles()
      .filter((file) => !file.startsWith('lib/kinds/') && !file.startsWith('app/'))
      .filter((file) => {
        // Comments may give a path as an example.
        const text = readFileSync(path.join(ROOT, file), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/(^|[^:])\/\/.*$/gm, '$1');
        return quoted.some((pattern) => pattern.test(text));
      });
    expect(naming).toEqual([]);
  });
});
