import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { referencedMediaPaths } from '@/demo-upstream/content/index.ts';
import { upstreamServer } from '@/lib/test/upstream-server';
import { TEST_ENV, TEST_ORIGIN } from '@/lib/test/test-env';
import { mediaOfShareImage, SHARE_IMAGE_SIZE, shareImageRoute, shareImageUrl, sitePictureUrl } from './site-pictures';

const [photo] = [...referencedMediaPaths()].filter((path) => path.startsWith('/media/photos/'));

/** What the route answers for the address shareImageUrl wrote. */
async function fetchShareImage(url: string): Promise<Response> {
  const { origin, pathname } = new URL(url);
  expect(origin).toBe(TEST_ENV.SITE_URL);
  const source = decodeURIComponent(pathname.replace(/^\/share-image\//, ''));
  return shareImageRoute(new Request(url), { params: Promise.resolve({ source }) });
}

describe('a link preview picture', () => {
  it('is named on the site, for a path below the media base and for a picture of another media host', () => {
    const below = shareImageUrl(`${TEST_ORIGIN}${photo}`);
    expect(below).toMatch(new RegExp(`^${TEST_ENV.SITE_URL}/share-image/[\\w-]+\\.jpg$`));
    expect(mediaOfShareImage(below.split('/').at(-1)!)).toBe(photo);
    const cdn = 'https://cdn.example.org/a/b.jpg';
    expect(mediaOfShareImage(shareImageUrl(cdn).split('/').at(-1)!)).toBe(cdn);
  });

  it('names nothing for a host that is not a media host, another spelling, or not a picture address', () => {
    const encode = (text: string) => `${Buffer.from(text).toString('base64url')}.jpg`;
    expect(mediaOfShareImage(encode('https://elsewhere.example/x.png'))).toBeNull();
    expect(mediaOfShareImage(encode('//elsewhere.example/x.png'))).toBeNull();
    expect(mediaOfShareImage(`${Buffer.from(photo!).toString('base64')}=.jpg`)).toBeNull();
    expect(mediaOfShareImage(encode(photo!).replace('.jpg', '.png'))).toBeNull();
    expect(mediaOfShareImage('not base64!.jpg')).toBeNull();
  });

  it('is the picture cut to the size previews show, as a JPEG caches in front may keep', async () => {
    const response = await fetchShareImage(shareImageUrl(`${TEST_ORIGIN}${photo}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toMatch(/^public, .*s-maxage=86400/);
    const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, height, format }).toEqual({ ...SHARE_IMAGE_SIZE, format: 'jpeg' });
  });

  it('is a 404 for a picture the media host lacks or a file that is no picture, and a 503 kept by nobody when the host fails', async () => {
    expect((await fetchShareImage(shareImageUrl('/media/photos/missing.png'))).status).toBe(404);
    upstreamServer.use(http.get(`${TEST_ORIGIN}/media/photos/text.png`, () => HttpResponse.text('not a picture')));
    expect((await fetchShareImage(shareImageUrl('/media/photos/text.png'))).status).toBe(404);
    upstreamServer.use(http.get(`${TEST_ORIGIN}/media/photos/down.png`, () => new HttpResponse(null, { status: 502 })));
    const failed = await fetchShareImage(shareImageUrl('/media/photos/down.png'));
    expect(failed.status).toBe(503);
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });

  it('follows a media host’s redirect to its storage, and never one that leaves the media hosts', async () => {
    const elsewhere: string[] = [];
    upstreamServer.use(
      http.get(`${TEST_ORIGIN}/media/photos/moved.jpg`, () =>
        HttpResponse.redirect(`https://cdn.example.org${photo}`, 302),
      ),
      http.get(`https://cdn.example.org${photo}`, async () => {
        const original = await fetch(`${TEST_ORIGIN}${photo}`);
        return new HttpResponse(await original.arrayBuffer(), { headers: { 'Content-Type': 'image/jpeg' } });
      }),
      http.get(`${TEST_ORIGIN}/media/photos/away.jpg`, () =>
        HttpResponse.redirect('http://169.254.169.254/latest/meta-data/x.jpg', 302),
      ),
      http.get('http://169.254.169.254/*', ({ request }) => {
        elsewhere.push(request.url);
        return HttpResponse.text('secret');
      }),
    );
    expect((await fetchShareImage(shareImageUrl('/media/photos/moved.jpg'))).status).toBe(200);
    expect((await fetchShareImage(shareImageUrl('/media/photos/away.jpg'))).status).toBe(404);
    expect(elsewhere).toEqual([]);
  });

  it('is a 404 kept a few minutes, for a picture too large to read, with or without its length', async () => {
    const large = new Uint8Array(21 * 1024 * 1024);
    upstreamServer.use(
      http.get(`${TEST_ORIGIN}/media/photos/large.jpg`, () => new HttpResponse(large)),
      http.get(
        `${TEST_ORIGIN}/media/photos/streamed.jpg`,
        () =>
          new HttpResponse(
            new ReadableStream({
              start(controller) {
                for (let sent = 0; sent < large.length; sent += 1024 * 1024) {
                  controller.enqueue(large.subarray(sent, sent + 1024 * 1024));
                }
                controller.close();
              },
            }),
          ),
      ),
    );
    for (const path of ['/media/photos/large.jpg', '/media/photos/streamed.jpg']) {
      const response = await fetchShareImage(shareImageUrl(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toMatch(/^public, .*s-maxage=300/);
    }
  });
});

describe('a picture named in structured data', () => {
  it('is the whole picture through the site’s image optimiser, at a width it makes', async () => {
    const url = new URL(sitePictureUrl(`${TEST_ORIGIN}${photo}`));
    expect(url.origin).toBe(TEST_ENV.SITE_URL);
    expect(url.pathname).toBe('/_next/image');
    expect(url.searchParams.get('url')).toBe(`${TEST_ORIGIN}${photo}`);
    const { default: nextConfig } = await import('@/next.config');
    // A width the optimiser makes, or it refuses the request.
    expect(nextConfig.images?.deviceSizes).toContain(Number(url.searchParams.get('w')));
  });
});
