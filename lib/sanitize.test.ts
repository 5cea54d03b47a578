import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '@/lib/test/test-env';
import { XSS_PAYLOADS } from '@/demo-upstream/hostile-html';
import { sanitizeUpstreamHtml } from './sanitize';

/** Anything in sanitised HTML that could run script or reach a foreign origin unasked. */
function dangerousParts(html: string): string[] {
  const patterns = [
    /<script/i,
    /\son[a-z]+\s*=/i,
    /javascript:/i,
    /vbscript:/i,
    /data:text/i,
    /<(iframe|object|embed|form|input|button|meta|base|link|style|svg|math|body|details|video|audio|marquee|noscript)\b/i,
    /\sstyle\s*=/i,
    /\ssrcdoc\s*=/i,
    /src="\/\//i,
  ];
  return patterns.filter((pattern) => pattern.test(html)).map(String);
}

describe('sanitizeUpstreamHtml', () => {
  it(`is fed at least 25 known payloads`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(XSS_PAYLOADS)('leaves nothing executable of %s', (payload) => {
    expect(dangerousParts(sanitizeUpstreamHtml(payload))).toEqual([]);
  });

  it('keeps the formatting editors use', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>italic</em> and a <a href="https://example.org/">link</a>.</p><ul><li>One</li></ul><blockquote>Quote</blockquote>';
    expect(sanitizeUpstreamHtml(html)).toBe(html);
  });

  it('gives links that open a new tab noopener noreferrer, and drops other targets', () => {
    expect(sanitizeUpstreamHtml('<a href="https://example.org/" target="_blank">x</a>')).toBe(
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeUpstreamHtml('<a href="https://example.org/" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://example.org/">x</a>',
    );
  });

  it('joins relative image paths to the media base and loads images lazily', () => {
    expect(sanitizeUpstreamHtml('<img src="/media/photos/a.png" alt="A">')).toBe(
      `<img alt="A" src="${TEST_ORIGIN}/media/photos/a.png" loading="lazy" />`,
    );
  });

  it('drops an image whose source is neither http(s) nor a path on the media base', () => {
    expect(sanitizeUpstreamHtml('<p><img src="photo.png"><img src="//evil.example/x.png"><img></p>')).toBe('<p></p>');
  });

  it('keeps frames only from the allowed video and map hosts', () => {
    const video = '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Lesson"></iframe>';
    expect(sanitizeUpstreamHtml(video)).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(sanitizeUpstreamHtml('<iframe src="https://evil.example/"></iframe>')).toBe('');
    expect(sanitizeUpstreamHtml('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe('');
  });

  it('keeps mailto and tel links', () => {
    expect(sanitizeUpstreamHtml('<a href="mailto:info@example.org">mail</a><a href="tel:+99312">call</a>')).toBe(
      '<a href="mailto:info@example.org">mail</a><a href="tel:+99312">call</a>',
    );
  });
});

describe('sanitizeUpstreamHtml: links to the site keep the page language', () => {
  it.each([
    ['/contact', '/ru/contact'],
    ['/digital/e-school', '/ru/digital/e-school'],
    ['/news-details/7?from=faq#top', '/ru/news-details/7?from=faq#top'],
    ['/news?page=2', '/ru/news?page=2'],
    ['/', '/ru'],
  ])('writes %s as %s on a Russian page', (href, localized) => {
    expect(sanitizeUpstreamHtml(`<a href="${href}">x</a>`, { locale: 'ru' })).toBe(
      `<a href="${localized.replace(/&/g, '&amp;')}">x</a>`,
    );
  });

  it.each([
    ['a link that names a language already', '/en/contact'],
    ['a file or a path that is no page of the site', '/media/rules.pdf'],
    ['another site', 'https://example.org/contact'],
    ['an anchor on the page', '#answer-2'],
    ['an e-mail address', 'mailto:info@example.org'],
  ])('leaves %s alone', (_, href) => {
    expect(sanitizeUpstreamHtml(`<a href="${href}">x</a>`, { locale: 'tm' })).toBe(`<a href="${href}">x</a>`);
  });

  it('drops a protocol-relative address rather than guess its scheme or make it a page of the site', () => {
    expect(sanitizeUpstreamHtml('<a href="//example.org/contact">x</a>', { locale: 'tm' })).toBe('<a>x</a>');
  });
});

describe('sanitizeUpstreamHtml: images only from the media hosts', () => {
  it('keeps an image on the media base or an extra media host', () => {
    expect(sanitizeUpstreamHtml(`<img src="${TEST_ORIGIN}/media/a.png" alt="A">`)).toBe(
      `<img alt="A" src="${TEST_ORIGIN}/media/a.png" loading="lazy" />`,
    );
    expect(sanitizeUpstreamHtml('<img src="https://cdn.example.org/b.png" alt="B">')).toBe(
      '<img alt="B" src="https://cdn.example.org/b.png" loading="lazy" />',
    );
  });

  it('drops an image from any other host, which the browser would be refused', () => {
    expect(sanitizeUpstreamHtml('<p>Before<img src="https://elsewhere.example/c.png" alt="C">after</p>')).toBe(
      '<p>Beforeafter</p>',
    );
  });
});

describe('sanitizeUpstreamHtml: headings nest under the page', () => {
  const levels = (html: string) => Array.from(html.matchAll(/<h(\d)/g), ([, level]) => Number(level));

  it('makes the highest heading of the HTML the level below the page heading', () => {
    expect(sanitizeUpstreamHtml('<h3>Results</h3><p>Text</p><h4>Details</h4>')).toBe(
      '<h2>Results</h2><p>Text</p><h3>Details</h3>',
    );
  });

  it('closes the gaps the HTML leaves between its levels', () => {
    expect(levels(sanitizeUpstreamHtml('<h2>A</h2><h5>B</h5><h2>C</h2><h6>D</h6>'))).toEqual([2, 3, 2, 4]);
  });

  it('keeps a heading one level below whatever the HTML sits under', () => {
    expect(sanitizeUpstreamHtml('<h2>In an answer</h2><p>Text</p>', { topHeadingLevel: 3 })).toBe(
      '<h3>In an answer</h3><p>Text</p>',
    );
  });

  it('keeps a first-level heading of the CMS, below the page heading', () => {
    expect(sanitizeUpstreamHtml('<h1 lang="ru">Заголовок</h1><h2>Part</h2>')).toBe(
      '<h2 lang="ru">Заголовок</h2><h3>Part</h3>',
    );
  });

  it('stops at h6 when the HTML uses more levels than are left', () => {
    expect(
      levels(
        sanitizeUpstreamHtml('<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>', { topHeadingLevel: 3 }),
      ),
    ).toEqual([3, 4, 5, 6, 6, 6]);
  });

  it('leaves text that looks like a heading tag alone', () => {
    expect(sanitizeUpstreamHtml('<p>Write &lt;h3&gt; for a heading</p><h4 title="<h5>">Tip</h4>')).toBe(
      '<p>Write &lt;h3&gt; for a heading</p><h2>Tip</h2>',
    );
  });
});
