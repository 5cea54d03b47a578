import { encodePng, paintPicture } from '../../../../demo-upstream/png';
import { PICTURE } from '../../picture';

export const dynamic = 'force-static';

/** The demo's picture of a news item, painted as the demo upstream paints it. */
export function GET() {
  const { name, width, height } = PICTURE;
  return new Response(encodePng(width, height, paintPicture(name, width, height)), {
    headers: { 'content-type': 'image/png' },
  });
}
