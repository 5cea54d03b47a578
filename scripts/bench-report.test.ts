import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  budgetCell,
  formatKb,
  latestReportFile,
  largestIsPicture,
  lcpBreakdown,
  markdownTable,
  measuredLine,
  median,
  missedLighthouseGoals,
  pageAssets,
  payloadBytes,
  ratioOfRounds,
} from './bench-report';

// Trimmed from the HTML `next start` serves for a list page.
const HTML = [
  '<link rel="stylesheet" href="/_next/static/chunks/layout.css" data-precedence="next"/>',
  '<link rel="preload" href="/_next/static/chunks/page.css" as="style"/>',
  '<script src="/_next/static/chunks/webpack.js" async=""></script>',
  '<script src="/_next/static/chunks/main.js?dpl=abc" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n"></script>',
  '<img src="/_next/static/media/logo.png" alt=""/>',
  // The React payload names the chunks of the page's client components, JSON-escaped.
  '<script>self.__next_f.push([1,"2:I[\\"1\\",[\\"/_next/static/chunks/ticker.js\\",\\"/_next/static/chunks/webpack.js\\"],\\"Ticker\\"]"])</script>',
].join('\n');

describe('pageAssets', () => {
  it('finds each script and stylesheet once, wherever the page names it', () => {
    expect(pageAssets(HTML)).toEqual({
      scripts: [
        '/_next/static/chunks/webpack.js',
        '/_next/static/chunks/main.js?dpl=abc',
        '/_next/static/chunks/ticker.js',
      ],
      styles: ['/_next/static/chunks/layout.css', '/_next/static/chunks/page.css'],
    });
  });

  it('leaves out the nomodule polyfills, which modern browsers do not load', () => {
    expect(pageAssets(HTML).scripts).not.toContain('/_next/static/chunks/polyfills.js');
  });

  it('finds nothing in a page without Next assets', () => {
    expect(pageAssets('<p>/static/app.js</p>')).toEqual({ scripts: [], styles: [] });
  });
});

describe('payloadBytes', () => {
  it('counts the inline React payload scripts, in UTF-8 bytes, and nothing else', () => {
    const payload = [
      '<script>self.__next_f.push([1,"a:\\"Ашхабад\\""])</script>',
      '<script>self.__next_f.push([0])</script>',
    ];
    const page = `<html><body><p>Ашхабад</p>${payload[0]}<script>other()</script>${payload[1]}</body></html>`;
    expect(payloadBytes(page)).toBe(Buffer.byteLength(payload.join('')));
  });

  it('finds none in a page without one', () => {
    expect(payloadBytes('<p>self.__next_f</p><script src="/a.js"></script>')).toBe(0);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow();
  });
});

describe('budgets', () => {
  it('pass at the budget and fail one byte over', () => {
    expect(budgetCell(BUDGETS.js, BUDGETS.js)).toBe('180 KB: pass');
    expect(budgetCell(BUDGETS.js + 1, BUDGETS.js)).toBe('180 KB: **FAIL**');
    expect(budgetCell(BUDGETS.css, BUDGETS.css)).toBe('25 KB: pass');
  });

  it('show sizes in KB of 1024 bytes', () => {
    expect(formatKb(163_278)).toBe('159.5 KB');
  });
});

describe('markdownTable', () => {
  it('writes a header, a separator and one line per row', () => {
    expect(markdownTable(['page', 'JS'], [['home', '1 KB']])).toBe('| page | JS |\n| --- | --- |\n| home | 1 KB |');
  });
});

describe('measuredLine', () => {
  it('says when, at which commit and on what machine the run was measured', () => {
    const line = measuredLine({
      date: new Date('2026-11-25T00:57:42Z'),
      commit: '5978a90',
      cores: 2,
      node: '24.21.0',
      loadAverage: 1.94,
      buildSeconds: 15.6,
    });
    expect(line).toBe(
      'Measured 2026-11-25 00:57 UTC at commit 5978a90 on 2 cores (load average 1.9 at the end), Node 24.21.0; `next build` took 16 s.',
    );
  });
});

describe('latestReportFile', () => {
  it('puts the report as printed under a title, ending in one newline', () => {
    const file = latestReportFile('Measured …\n\n| a |\n| --- |');
    expect(file.startsWith('# Latest output of `npm run bench`\n')).toBe(true);
    expect(file.endsWith('\n\nMeasured …\n\n| a |\n| --- |\n')).toBe(true);
  });
});

describe('Lighthouse goals against the bare pages', () => {
  const references = {
    text: { performance: 98, lcp: 1600, fcp: 700, tbt: 140, cls: 0 },
    picture: { performance: 99, lcp: 1500, fcp: 650, tbt: 100, cls: 0 },
  };
  const page = { performance: 98, lcp: 1500, fcp: 920, tbt: 140, cls: 0.01 };

  it('passes a page at every reference, whatever its FCP', () => {
    expect(missedLighthouseGoals(page, references, true)).toEqual([]);
  });

  it("holds a page's LCP to the reference whose largest element is of its kind", () => {
    expect(missedLighthouseGoals({ ...page, lcp: 1550 }, references, true)).toEqual(['LCP']);
    expect(missedLighthouseGoals({ ...page, lcp: 1550 }, references, false)).toEqual([]);
  });

  it('names each goal a page misses', () => {
    expect(
      missedLighthouseGoals({ performance: 97, lcp: 1601, fcp: 900, tbt: 141, cls: 0.011 }, references, false),
    ).toEqual(['performance', 'LCP', 'TBT', 'CLS']);
  });
});

describe('largestIsPicture', () => {
  it('tells a picture from text by the element Lighthouse names', () => {
    expect(largestIsPicture({ element: 'a > img.slideImage' })).toBe(true);
    expect(largestIsPicture({ element: 'main > img' })).toBe(true);
    expect(largestIsPicture({ element: 'main > p' })).toBe(false);
    expect(largestIsPicture({ element: 'div.images > h2' })).toBe(false);
    expect(largestIsPicture(undefined)).toBe(false);
  });
});

describe('ratioOfRounds', () => {
  it('takes the median of the ratios round by round, not the ratio of the means', () => {
    // Round two ran while the machine was slow for both: its ratio still counts as one of three.
    expect(ratioOfRounds([800, 400, 900], [1000, 500, 1000])).toBeCloseTo(0.8);
    expect(ratioOfRounds([700, 900, 800], [1000, 1000, 1000])).toBeCloseTo(0.8);
  });

  it('refuses loads of different rounds', () => {
    expect(() => ratioOfRounds([1, 2], [1])).toThrow();
  });
});

describe('lcpBreakdown', () => {
  // Trimmed from a Lighthouse 13 report of a news detail page.
  const insight = (items: unknown[]) => ({ 'lcp-breakdown-insight': { details: { items } } });
  const subparts = (durations: Record<string, number>) => ({
    type: 'table',
    items: Object.entries(durations).map(([subpart, duration]) => ({ subpart, duration })),
  });
  const node = {
    type: 'node',
    selector: 'main#main-content > div.xRtosa_withSidebar > article._5yiBOW_article > img._5yiBOW_image',
  };

  it('gives a picture its element and the four parts of its time', () => {
    const table = subparts({
      timeToFirstByte: 13.7,
      resourceLoadDelay: 31,
      resourceLoadDuration: 53,
      elementRenderDelay: 94,
    });
    expect(lcpBreakdown(insight([table, node]))).toEqual({
      element: 'article.article > img.image',
      ttfb: 13.7,
      loadDelay: 31,
      loadDuration: 53,
      renderDelay: 94,
    });
  });

  it('gives text only the parts it has', () => {
    const table = subparts({ timeToFirstByte: 12, elementRenderDelay: 40 });
    const heading = { type: 'node', selector: 'div.Z7Jmza_inner > h1.Z7Jmza_title' };
    expect(lcpBreakdown(insight([table, heading]))).toEqual({
      element: 'div.inner > h1.title',
      ttfb: 12,
      renderDelay: 40,
    });
  });

  it('has nothing to say when the report names no element', () => {
    expect(lcpBreakdown({})).toBeUndefined();
    expect(lcpBreakdown(insight([subparts({})]))).toBeUndefined();
  });
});
