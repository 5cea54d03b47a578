import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoCollections } from '@/demo-upstream/content/index';
import { upstreamServer } from '@/lib/test/upstream-server';
import { TEST_ORIGIN } from '@/lib/test/test-env';
import { UpstreamError } from '@/lib/upstream';
import { searchSources } from './documents';

/** The documents of every source, as the index would get them. */
async function documents(locale: 'tm' | 'ru' | 'en') {
  return (await searchSources(locale)).map((source) => source.document());
}

describe('searchSources', () => {
  it('reads every searchable collection of the language, whole', async () => {
    const found = await documents('ru');
    const demo = demoCollections('ru');
    const count = (kind: string) => found.filter((document) => document.kind === kind).length;
    expect(count('news')).toBe(demo.news.length);
    expect(count('article')).toBe(demo.articles.length);
    expect(count('competition')).toBe(demo.competitions.length);
    expect(count('lesson')).toBe(demo.courses.length);
    expect(count('advertisement')).toBe(demo.advertisements.length);
    expect(count('service')).toBe(demo.services.length);
    expect(count('faq')).toBe(demo.faq.length);
    expect(count('album')).toBe(demo.albums.length);
    expect(count('video')).toBe(demo.videos.length);
  });

  it('finds a video on the page of the list that plays it, and the fixed pages by their own words', async () => {
    const found = await documents('en');
    const videos = found.filter((document) => document.kind === 'video');
    expect(videos[0]?.href).toBe('/videos');
    // The list shows 20 a page.
    if (videos.length > 20) expect(videos[20]?.href).toBe('/videos?page=2');
    const pages = Object.fromEntries(
      found.filter((document) => document.kind === 'page').map((document) => [document.href, document]),
    );
    expect(Object.keys(pages).sort()).toEqual(['/about', '/accessibility', '/contact']);
    expect(pages['/contact']).toMatchObject({ title: 'Contact', id: 'page:contact' });
    expect(pages['/contact']?.text).toContain('Archabil avenue 80');
    expect(pages['/accessibility']?.text).toContain('axe-core');
  });

  it('leaves out branches and offices not open yet, which the site links nowhere', async () => {
    const found = await documents('en');
    const demo = demoCollections('en');
    const inactive = [...demo.branches, ...demo.offices].filter((place) => !place.is_active);
    expect(inactive.length).toBeGreaterThan(0);
    const hrefs = new Set(found.map((document) => document.href));
    for (const place of inactive) {
      expect(hrefs.has(`/branch-details/${place.id}`) || hrefs.has(`/office-details/${place.id}`)).toBe(false);
    }
    const active = demo.offices.filter((place) => place.is_active);
    expect(found.filter((document) => document.kind === 'office')).toHaveLength(active.length);
  });

  it('makes plain text of the HTML, and links each kind to its page', async () => {
    const found = await documents('tm');
    const [news] = demoCollections('tk').news;
    const document = found.find((entry) => entry.id === `news:${news!.id}`);
    expect(document).toMatchObject({ kind: 'news', title: news!.title, href: `/news-details/${news!.id}` });
    expect(document?.text).not.toMatch(/[<>]/);
    expect(document?.date).toBe(news!.published_date);
    const faq = found.find((entry) => entry.kind === 'faq');
    expect(faq?.href).toMatch(/^\/faq#question-\d+$/);
    expect(faq?.date).toBeNull();
  });

  it('fails when a collection cannot be read, rather than index part of the site', async () => {
    upstreamServer.use(http.get(`${TEST_ORIGIN}/provider/ru/api/faq`, () => HttpResponse.json({}, { status: 500 })));
    await expect(searchSources('ru')).rejects.toBeInstanceOf(UpstreamError);
  });
});
