import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetCell, formatKb, markdownTable, median, pageAssets } from './bench-report';

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
      scripts: ['/_next/static/chunks/webpack.js', '/_next/static/chunks/main.js?dpl=abc', '/_next/static/chunks/ticker.js'],
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
