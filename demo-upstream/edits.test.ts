import { describe, expect, it } from 'vitest';
import { demoCollections, LANGS } from './content/index.ts';
import { applyEdits, parseEdit } from './edits.ts';
import { createDemoHandler, DEMO_TOKEN } from './router.ts';

describe('parseEdit', () => {
  it('accepts a new title for an item of a collection with titles', () => {
    expect(parseEdit({ collection: 'news', id: 3, title: 'Changed' })).toEqual({
      collection: 'news',
      id: 3,
      title: 'Changed',
    });
  });

  it.each([
    null,
    'news',
    { collection: 'faq', id: 1, title: 'x' },
    { collection: 'pages', id: 1, title: 'x' },
    { collection: 'news', id: '3', title: 'x' },
    { collection: 'news', id: 0, title: 'x' },
    { collection: 'news', id: 3 },
    { collection: 'news', id: 3, title: '  ' },
  ])('refuses %j', (body) => {
    expect(parseEdit(body)).toBeNull();
  });
});

describe('applyEdits', () => {
  it('changes the title of the edited item only, and leaves what it was given alone', () => {
    const collections = demoCollections('en');
    const [first, second] = collections.offices;
    const edited = applyEdits(collections, [{ collection: 'offices', id: second!.id, title: 'Changed' }]);
    expect(edited.offices[1]).toEqual({ ...second, title: 'Changed' });
    expect(edited.offices[0]).toBe(first);
    expect(edited.news).toBe(collections.news);
    expect(collections.offices[1]!.title).toBe(second!.title);
  });
});

describe('a handler with edits', () => {
  const news = demoCollections('en').news[1]!;
  const handler = createDemoHandler({ edits: () => [{ collection: 'news', id: news.id, title: 'Changed' }] });
  const get = async (path: string) =>
    (await handler(new Request(`http://demo.test${path}`, { headers: { Centralized: DEMO_TOKEN } }))).json();

  it('serves the new title in every language, in lists and in the detail, from both APIs', async () => {
    for (const lang of LANGS) {
      const detail = await get(`/content/api/v1/news/${news.id}?lang=${lang}`);
      expect(detail.data.title).toBe('Changed');
      const list = await get(`/content/api/v1/news/?lang=${lang}&limit=3`);
      expect(list.results[1]).toMatchObject({ id: news.id, title: 'Changed' });
      expect(list.results[0].title).not.toBe('Changed');
      const feed = await get(`/provider/${lang}/api/news?limit=3`);
      expect(feed.results[1]).toMatchObject({ id: news.id, title: 'Changed' });
    }
  });
});
