import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '@/lib/test/test-env';
import { XSS_PAYLOADS } from '@/demo-upstream/hostile-html';
import { htmlToText, sanitizeUpstreamHtml } from './sanitize';


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

describe('htmlToText', () => {
  it('gives text, not HTML: entities are read once and never escaped again', () => {
    expect(htmlToText('<p>Q&amp;A: 5 &lt; 6 &gt; 4, &quot;quoted&quot;</p>')).toBe('Q&A: 5 < 6 > 4, "quoted"');
    expect(htmlToText('<p>the entity &amp;lt; written out</p>')).toBe('the entity &lt; written out');
  });

  it('keeps the words and drops the markup and scripts', () => {
    expect(htmlToText('<p>One <b>two</b></p>\n<p>three</p><script>alert(1)</script>')).toBe('One two three');
  });
});
