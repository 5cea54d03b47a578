import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  budgetCell,
  formatKb,
  latestReportFile,
  lcpBreakdown,
  markdownTable,
  measuredLine,
  median,
  missedLighthouseBudgets,
  pageAssets,
  payloadBytes,
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

describe('Lighthouse budgets', () => {
  const good = { performance: 100, lcp: 1100, fcp: 800, tbt: 30, cls: 0 };

  it('passes a run within every goal', () => {
    expect(missedLighthouseBudgets(good)).toEqual([]);
  });

  it('names each goal a run misses', () => {
    expect(missedLighthouseBudgets({ performance: 96, lcp: 2400, fcp: 930, tbt: 60, cls: 0.02 })).toEqual([
      'performance',
      'LCP',
      'FCP',
      'TBT',
      'CLS',
    ]);
    expect(missedLighthouseBudgets({ ...good, lcp: 1201 })).toEqual(['LCP']);
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
