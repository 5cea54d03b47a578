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

/** A page Next renders for each request, by its own choice. */
const RENDERED_PER_REQUEST = /export\s+const\s+dynamic\s*=\s*'force-dynamic'/;

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

  it.each(underDynamicSegment)('%s names its static params, so that the page cache keeps it', (page) => {
    expect(source(page)).toMatch(GENERATES_STATIC_PARAMS);
  });

  it('are never rendered for each request: a search too is kept from its second ask (lib/search/first-asks.ts)', () => {
    expect(pages().filter((page) => RENDERED_PER_REQUEST.test(source(page)))).toEqual([]);
  });
});
