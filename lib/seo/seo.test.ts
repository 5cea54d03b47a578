import { describe, expect, it } from 'vitest';
import { languageAlternates, localizedUrl } from './alternates';
import { renderRss } from './rss';
import { renderSitemapIndex, renderUrlset, sitemapFiles, URLS_PER_SITEMAP } from './sitemap';
import { absoluteUrl, siteUrl } from './site-url';
import { breadcrumbList, faqPage, serializeJsonLd } from './structured-data';
import { cutAtWord, summarize } from './text';
import { escapeXml } from './xml';

describe('siteUrl', () => {
  it('is the origin of SITE_URL, from which every absolute URL is built', () => {
    // SITE_URL of the unit tests' environment (lib/test/test-env.ts); its checks are config.test.ts's.
    expect(siteUrl()).toBe('https://site.test');
    expect(absoluteUrl('/en/news')).toBe('https://site.test/en/news');
  });
});

describe('alternates', () => {
  it('names every language by its BCP 47 tag, Turkmen as tk, with x-default on Turkmen', () => {
    expect(languageAlternates('/news-details/7')).toEqual({
      tk: 'https://site.test/tm/news-details/7',
      ru: 'https://site.test/ru/news-details/7',
      en: 'https://site.test/en/news-details/7',
      'x-default': 'https://site.test/tm/news-details/7',
    });
  });

  it('keeps the page number of a paged list', () => {
    expect(localizedUrl('ru', '/news?page=3')).toBe('https://site.test/ru/news?page=3');
    expect(localizedUrl('en', '/')).toBe('https://site.test/en');
  });
});

describe('summarize', () => {
  it('keeps a short text whole, with its spaces tidied', () => {
    expect(summarize('  A short\n text. ')).toBe('A short text.');
  });

  it('cuts a long text at a word, within the length, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const summary = summarize(text, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary).toMatch(/^(word )*word…$/);
  });

  it('cuts inside a word only when there is no space to cut at', () => {
    expect(summarize('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('cutAtWord', () => {
  it('keeps the lines of a text it cuts, and cuts at a line break as at a space', () => {
    expect(cutAtWord('First line\n\nSecond line', 100)).toBe('First line\n\nSecond line');
    expect(cutAtWord('First line\nSecond line goes on', 20)).toBe('First line\nSecond…');
    expect(cutAtWord('Heading\nbody', 10)).toBe('Heading…');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element or open markup, whatever the upstream wrote', () => {
    const json = serializeJsonLd(faqPage([{ question: '</script><script>alert(1)</script>', answer: '<!-- & -->' }]));
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});

describe('breadcrumbList', () => {
  it('numbers the crumbs from home and leaves the current page unlinked', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: 'https://s/en' },
        { name: 'News', url: 'https://s/en/news' },
        { name: 'Item' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/en' },
        { '@type': 'ListItem', position: 2, name: 'News', item: 'https://s/en/news' },
        { '@type': 'ListItem', position: 3, name: 'Item' },
      ],
    });
  });
});

describe('sitemap files', () => {
  it('lists each page once per language, with all alternates', () => {
    const [file] = sitemapFiles([{ href: '/news-details/7', lastModified: '2026-01-02T03:04:05+05:00' }]);
    expect(file).toHaveLength(3);
    const russian = file!.find((url) => url.includes('<loc>https://site.test/ru/news-details/7</loc>'))!;
    expect(russian).toContain('<lastmod>2026-01-02T03:04:05+05:00</lastmod>');
    expect(russian).toContain('hreflang="tk" href="https://site.test/tm/news-details/7"');
    expect(russian).toContain('hreflang="x-default"');
  });

  it(`splits past ${URLS_PER_SITEMAP} URLs per file`, () => {
    const entries = Array.from({ length: Math.ceil(URLS_PER_SITEMAP / 3) + 10 }, (_, id) => ({
      href: `/news-details/${id + 1}`,
    }));
    const files = sitemapFiles(entries);
    expect(files).toHaveLength(2);
    expect(files[0]).toHaveLength(URLS_PER_SITEMAP);
    expect(renderSitemapIndex(files.length).match(/<sitemap>/g)).toHaveLength(2);
  });

  it('renders a urlset with the xhtml namespace for the alternates', () => {
    expect(renderUrlset(['<url/>'])).toMatch(
      /^<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml=/,
    );
  });
});

describe('renderRss', () => {
  it('escapes what the upstream wrote and dates items in RFC 822', () => {
    const xml = renderRss({
      title: 'News & more',
      link: 'https://s/en/news',
      self: 'https://s/en/news/rss.xml',
      description: 'd',
      language: 'en',
      items: [
        {
          title: '<b>Bold</b>',
          link: 'https://s/en/news-details/1',
          publishedAt: '2025-03-14T09:30:00+05:00',
          description: 'a < b',
        },
      ],
    });
    expect(xml).toContain('<title>News &amp; more</title>');
    expect(xml).toContain('<title>&lt;b&gt;Bold&lt;/b&gt;</title>');
    expect(xml).toContain('<pubDate>Fri, 14 Mar 2025 04:30:00 GMT</pubDate>');
    expect(xml).toContain('<atom:link href="https://s/en/news/rss.xml" rel="self" type="application/rss+xml"/>');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
