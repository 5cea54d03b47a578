import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '@/lib/test/test-env';
import { htmlToText, sanitizeUpstreamHtml } from './sanitize';

/**
 * Known ways to run script through HTML (after the OWASP XSS filter evasion cheat sheet and
 * html5sec.org). None may leave anything executable behind.
 */
export const XSS_PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror="window.__xss = 1">',
  '<img src="javascript:window.__xss=1">',
  '<IMG SRC=JaVaScRiPt:window.__xss=1>',
  '<img src=`javascript:window.__xss=1`>',
  '<img """><script>window.__xss=1</script>">',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">click</a>',
  '<a href=" &#14;  javascript:window.__xss=1">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  '<body onload="window.__xss=1">',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<p style="width: expression(window.__xss=1)">x</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror="window.__xss=1"></audio>',
  '<marquee onstart="window.__xss=1">x</marquee>',
  '<a href="#" onclick="window.__xss=1">click</a>',
  '<div onmouseover="window.__xss=1">hover</div>',
  '<<script>script>window.__xss=1<</script>/script>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<img src="//evil.example/pixel.png">',
  '<a href="https://example.org/" target="_blank">new tab</a>',
];

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
  it('keeps the words and drops the markup and scripts', () => {
    expect(htmlToText('<p>One <b>two</b></p>\n<p>three</p><script>alert(1)</script>')).toBe('One two three');
  });
});
