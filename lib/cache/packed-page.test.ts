import { describe, expect, it } from 'vitest';
import { demoCollections } from '@/demo-upstream/content';
import { inflatePage, packPage, unpackPage } from './packed-page';

/**
 * A page of results as Next keeps it, made of the demo's Russian news: HTML that repeats its
 * payload inline (as the App Router writes it), the payload, and a segment of the same data.
 */
function russianPage() {
  const stories = demoCollections('ru').news;
  const payload = JSON.stringify(stories.map(({ id, title }) => ({ id, title })));
  const cards = stories.map(
    (story) => `<article><h2><a href="/ru/news-details/${story.id}">${story.title}</a></h2></article>`,
  );
  const html = `<!DOCTYPE html><html lang="ru"><body>${cards.join('')}<script>self.__next_f.push(${JSON.stringify(payload)})</script></body></html>`;
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(payload),
    headers: { 'x-next-cache-tags': '_N_T_/layout,search-results' },
    postponed: undefined,
    status: 200,
    segmentData: new Map([
      ['/_tree', Buffer.from('{"tree":true}')],
      ['/ru/search.segment', Buffer.from(payload)],
    ]),
  };
}

/** What the page takes in memory unpacked: a string with a Cyrillic letter takes two bytes a character. */
const heldBytes = (page: ReturnType<typeof russianPage>) =>
  page.html.length * 2 + page.rscData.length + [...page.segmentData.values()].reduce((sum, b) => sum + b.length, 0);

describe('packPage and unpackPage', () => {
  it('give back a page as it was: HTML in any script, payload, segments, headers and status', () => {
    const page = russianPage();
    const unpacked = unpackPage(packPage(page));
    expect(unpacked).toEqual(page);
    expect(Buffer.isBuffer(unpacked.rscData)).toBe(true);
    expect([...(unpacked.segmentData as Map<string, Buffer>).keys()]).toEqual(['/_tree', '/ru/search.segment']);
  });

  it("give back a route's answer, and a page without payload or with no segments", () => {
    const route = { kind: 'APP_ROUTE', status: 404, body: Buffer.from('BEGIN:VCALENDAR'), headers: {} };
    expect(unpackPage(packPage(route))).toEqual(route);
    const bare = { kind: 'APP_PAGE', html: '<p>404</p>', rscData: undefined, status: 404, segmentData: new Map() };
    expect(unpackPage(packPage(bare))).toEqual(bare);
    const withoutSegments = { kind: 'APP_PAGE', html: '<p>404</p>', status: 404 };
    expect(unpackPage(packPage(withoutSegments))).toEqual(withoutSegments);
  });

  it('give new objects each time, so that what Next does with one leaves the kept page as it was', () => {
    const packed = packPage(russianPage());
    const first = unpackPage(packed);
    (first.headers as Record<string, string>)['x-changed'] = 'yes';
    (first.rscData as Buffer).fill(0);
    (first.segmentData as Map<string, Buffer>).clear();
    expect(unpackPage(packed)).toEqual(russianPage());
  });

  it('give back a page from its bytes inflated once, copied, so that what Next does leaves those bytes as they were', () => {
    const packed = packPage(russianPage());
    const bytes = inflatePage(packed);
    const asInflated = Buffer.from(bytes);
    // A buffer of its own: zlib gives a small page as a view of its whole output chunk.
    const notFound = inflatePage(packPage({ kind: 'APP_PAGE', html: '<p>404</p>', status: 404 }));
    expect(notFound.buffer.byteLength).toBe(notFound.length);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
    const first = unpackPage(packed, bytes);
    expect(first).toEqual(russianPage());
    (first.rscData as Buffer).fill(0);
    for (const segment of (first.segmentData as Map<string, Buffer>).values()) segment.fill(0);
    expect(bytes.equals(asInflated)).toBe(true);
    expect(unpackPage(packed, bytes)).toEqual(russianPage());
  });

  it('keep a page in at most a sixth of the memory it holds unpacked', () => {
    const page = russianPage();
    const packed = packPage(page);
    // The memory behind the bytes, not the bytes a view shows: a view of a larger buffer holds it all.
    expect(packed.deflated.buffer.byteLength).toBeLessThan(heldBytes(page) / 6);
  });
});
