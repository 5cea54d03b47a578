import Image from 'next/image';
import { setRequestLocale } from 'next-intl/server';
import { PICTURE } from '../../../picture';

export const revalidate = 60;

/**
 * The bare page whose largest element is a picture, as on the site's detail pages: through
 * Next's image optimiser, preloaded and fetched first, sized for the screen.
 */
export default async function PicturePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <main>
      <h1>A page with a picture</h1>
      <Image
        src={PICTURE.path}
        alt=""
        width={PICTURE.width}
        height={PICTURE.height}
        sizes="100vw"
        preload
        fetchPriority="high"
        style={{ width: '100%', height: 'auto' }}
      />
    </main>
  );
}
