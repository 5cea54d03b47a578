import { describe, expect, it } from 'vitest';
import { renderTables, type RenderRow } from './bench-render';

const times = (medianMs: number) => ({ medianMs, p90Ms: medianMs * 1.5 });

const row = (kind: string, answers: number, site: number, bare: number, floor: number): RenderRow => ({
  kind,
  weight: '48 KB, teasers of 72 words',
  site: times(site),
  bareRendered: times(bare),
  bareRevalidated: times(bare * 1.2),
  answers,
  bareAnswered: times(floor),
  siteProfile: new Map(),
  bareProfile: new Map(),
});

/** The cells of the table row that starts with `kind`, in the table whose header has `header`. */
function cells(markdown: string, header: string, kind: string): string[] {
  const tables = markdown.split('\n\n');
  const table = tables.find((each) => each.split('\n')[0]!.includes(header))!;
  const line = table.split('\n').find((each) => each.startsWith(`| ${kind}`))!;
  return line.split(' | ').map((cell) => cell.replace(/^\| | \|$/g, ''));
}

describe('the floor with the page data', () => {
  const markdown = renderTables([
    row('detail (news), made again', 3, 25, 10, 18),
    row('a results page that finds nothing (a new query)', 0, 24, 12, 14),
  ]);
  const header = 'the floor with its data';

  it.each([
    // The bare page asking the same answers is already past the goal: no work on the site meets it.
    ['detail (news), made again', '3', '18.0 (27.0)', '1.80×: the goal is below the floor', '1.39×'],
    // The floor leaves room under the goal: nothing said of it.
    ['a results page that finds nothing (a new query)', '0', '14.0 (21.0)', '1.17×', '1.71×'],
  ])('gives %s its answers, the floor, its ratio and verdict, and the site against it', (kind, ...rest) => {
    expect(cells(markdown, header, kind)).toEqual([kind, ...rest]);
  });

  it('keeps the site against the bare page made for each request, and the goal, in the first table', () => {
    expect(cells(markdown, 'site × that bare page', 'detail (news), made again')[3]).toBe('2.50× misses');
  });
});

describe("Next's floor with a proxy", () => {
  const header = 'asked through a proxy that rewrites it';
  const results = 'a results page that finds nothing (a new query)';

  it('holds a page the proxy rewrites to the bare page asked through a proxy, and says where the goal is below it', () => {
    const markdown = renderTables([
      { ...row(results, 0, 24, 12, 14), bareProxied: times(15) },
      { ...row('detail (news), made again', 3, 25, 10, 18) },
    ]);
    expect(cells(markdown, header, results)).toEqual([results, '15.0 (22.5)', '1.25×', '1.60×']);
    expect(markdown.split('\n\n').find((table) => table.includes(header))).not.toContain('detail (news)');
    const past = renderTables([{ ...row(results, 0, 24, 12, 14), bareProxied: times(19) }]);
    expect(cells(past, header, results)[2]).toBe('1.58×: the goal is below the floor');
  });

  it('leaves the table out when no page is reached through the proxy', () => {
    expect(renderTables([row('detail (news), made again', 3, 25, 10, 18)])).not.toContain(header);
  });
});
