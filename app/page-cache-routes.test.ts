import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = import.meta.dirname;

/** Every page.tsx under app/, as its path from app/. */
function pages(folder = APP): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) return pages(child);
    return entry.name === 'page.tsx' ? [path.relative(APP, child)] : [];
  });
}

/** Next reads a route's options from its source, so a re-export or a function of its own counts. */
const GENERATES_STATIC_PARAMS =
  /export\s*\{[^}]*\bgenerateStaticParams\b[^}]*\}\s*from|export\s+(async\s+)?function\s+generateStaticParams\b/;

/** The names a route file exports (`default` too), by its source. */
function exportsOf(source: string): string[] {
  const reexported = [...source.matchAll(/^export\s*\{([^}]*)\}/gm)].flatMap(([, names]) =>
    names!.split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!,
    ),
  );
  const declared = [...source.matchAll(/^export\s+(?:async\s+)?(?:function|const)\s+(\w+)/gm)].map(([, name]) => name!);
  return [...reexported, ...declared, ...(/^export\s+default\b/m.test(source) ? ['default'] : [])];
}

/** A page Next renders for each request, by its own choice. */
const RENDERED_PER_REQUEST = /export\s+const\s+dynamic\s*=\s*'force-dynamic'/;

/**
 * The pages made for each request, never kept: a search's first ask (lib/search/first-asks.ts),
 * twin of the page kept from its second.
 */
const PER_REQUEST_PAGES = [
  path.join('[locale]', 'search', 'once', '[query]', '[page]', 'page.tsx'),
  path.join('[locale]', 'search', 'once', '[query]', '[page]', '[kind]', 'page.tsx'),
];

/**
 * A page under a segment of its own beside the language (`[id]`, `[[...page]]`) is kept in the
 * page cache only when it names its static params (none, from lib/pages/on-demand.ts: each is
 * made on its first request and kept); without them Next renders it for every request.
 */
describe('pages under a dynamic segment', () => {
  const underDynamicSegment = pages().filter((page) =>
    page
      .split(path.sep)
      .slice(0, -1)
      .some((segment) => segment.startsWith('[') && segment !== '[locale]'),
  );
  const source = (page: string) => readFileSync(path.join(APP, page), 'utf8');

  it('are found', () => {
    expect(underDynamicSegment).toContain(path.join('[locale]', 'news-details', '[id]', 'page.tsx'));
    expect(underDynamicSegment).toContain(path.join('[locale]', 'news', '[[...page]]', 'page.tsx'));
  });

  it.each(underDynamicSegment.filter((page) => !PER_REQUEST_PAGES.includes(page)))(
    '%s names its static params, so that the page cache keeps it',
    (page) => {
      expect(source(page)).toMatch(GENERATES_STATIC_PARAMS);
    },
  );

  it("are rendered for each request only where a search's first ask is made", () => {
    const perRequest = pages().filter((page) => RENDERED_PER_REQUEST.test(source(page)));
    expect(perRequest.toSorted()).toEqual(PER_REQUEST_PAGES.toSorted());
  });

  it.each(PER_REQUEST_PAGES)('%s is the twin of the kept page', (page) => {
    const kept = path.join(APP, page.replace(`${path.sep}once${path.sep}`, path.sep));
    const keptModule = `@/app/${path
      .relative(APP, kept)
      .replace(/\.tsx$/, '')
      .split(path.sep)
      .join('/')}`;
    const keptSource = readFileSync(kept, 'utf8');
    expect(keptSource).toMatch(GENERATES_STATIC_PARAMS);
    // Everything the kept page exports but its static params (a `viewport` it gains, too).
    const shared = exportsOf(keptSource).filter((name) => name !== 'generateStaticParams');
    expect(shared).toEqual(expect.arrayContaining(['default', 'generateMetadata']));
    expect(source(page)).toContain(`export { ${shared.toSorted().join(', ')} } from '${keptModule}';`);
  });
});
