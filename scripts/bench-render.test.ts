import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letLoopbackThrough } from '@/lib/test/upstream-server';
import { renderTables, siteBetweenEach, WARM_RENDERS, type RenderRow } from './bench-render';

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

describe('the site asked before each of the bare pages', () => {
  const asked: string[] = [];
  const servers: Server[] = [];
  const origins: string[] = [];

  beforeAll(async () => {
    for (const name of ['site', 'reference']) {
      const server = createServer((request, response) => {
        asked.push(`${name} ${request.url}`);
        response.end('page');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });
  afterAll(() => servers.forEach((server) => server.close()));

  it('gives each server every other request, asks the site a page of its own each time, and pools its times', async () => {
    letLoopbackThrough();
    const [site, reference] = origins as [string, string];
    const renders = 3;
    const times = await siteBetweenEach(
      { origin: site, ask: (n) => ({ path: `/search?q=new${n}` }) },
      ['rendered', 'revalidated', 'answered'].map((bare) => ({ origin: reference, ask: () => ({ path: `/${bare}` }) })),
      renders,
    );
    const rounds = WARM_RENDERS + renders;
    expect(asked).toHaveLength(rounds * 6);
    expect(asked.slice(0, 6)).toEqual([
      'site /search?q=new0',
      'reference /rendered',
      'site /search?q=new1',
      'reference /revalidated',
      'site /search?q=new2',
      'reference /answered',
    ]);
    expect(asked.every((request, index) => request.startsWith(index % 2 === 0 ? 'site ' : 'reference '))).toBe(true);
    const sitePages = asked.filter((request) => request.startsWith('site '));
    expect(new Set(sitePages).size).toBe(rounds * 3);
    expect(sitePages.at(-1)).toBe(`site /search?q=new${rounds * 3 - 1}`);
    expect(times.references).toHaveLength(3);
    for (const each of [times.site, ...times.references]) {
      expect(each.medianMs).toBeGreaterThan(0);
      expect(each.p90Ms).toBeGreaterThanOrEqual(each.medianMs);
    }
  });
});
