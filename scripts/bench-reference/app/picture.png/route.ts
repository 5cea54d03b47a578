import { encodePng, paintPicture } from '../../../../demo-upstream/png';

export const dynamic = 'force-static';

/** The demo's picture of a news item, at the size the site's detail pages show it. */
export function GET() {
  const [width, height] = [1200, 800];
  const png = encodePng(width, height, paintPicture('news-150', width, height));
  return new Response(png, { headers: { 'content-type': 'image/png' } });
}
