import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's attributes on a plain `<img>`, without next/image's client component: the largest
 * picture paints from the HTML, and hydration, drawing the same attributes (in cards, which are
 * client components), leaves it as it is. Of its defaults, `decoding="async"` is what browsers do
 * anyway and `color: transparent` would hide the alternative text of a picture that fails: both
 * left out, each a few bytes on every picture.
 */
export function Picture({ alt, ...props }: Omit<ImageProps, 'style' | 'fill'>) {
  const { decoding, style, src, srcSet, ...img } = imageAttributes(props);
  // A picture loaded at once is also preloaded (React writes a `<link rel="preload">` of its
  // `srcset`), and a preload does not take `src` as the 1x: it would fetch the 2x on a 1x screen.
  const sources = img.loading === 'lazy' ? densitySources(src, srcSet) : { srcSet, src };
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img {...img} {...sources} alt={alt} />;
}

type PictureProps = Omit<ImageProps, 'style' | 'fill' | 'alt'>;

/**
 * next/image's attributes of pictures drawn before, at most ATTRIBUTES_KEPT, the first drawn
 * dropped first: working out a picture's addresses costs some 80 µs, a list of cards pays it a
 * dozen times, and its cards are drawn again on every page made of it. The alternative text is
 * not part of them. Props with a function (a loader) are worked out each time.
 */
export const ATTRIBUTES_KEPT = 1_000;
const keptAttributes = new Map<string, ReturnType<typeof getImageProps>['props']>();

export function imageAttributes(props: PictureProps): ReturnType<typeof getImageProps>['props'] {
  if (Object.values(props).some((value) => typeof value === 'function'))
    return getImageProps({ alt: '', ...props }).props;
  const key = JSON.stringify(props);
  let attributes = keptAttributes.get(key);
  if (!attributes) {
    attributes = getImageProps({ alt: '', ...props }).props;
    keptAttributes.set(key, attributes);
    // A Map keeps insertion order: the first key is the first drawn.
    if (keptAttributes.size > ATTRIBUTES_KEPT) keptAttributes.delete(keptAttributes.keys().next().value!);
  }
  return attributes;
}

/**
 * A picture of a fixed size comes from next/image at 1x and 2x in `srcset`, and at 2x again in
 * `src`. An `<img>` takes `src` as the 1x when `srcset` has none, so the 1x in `src` and the 2x
 * alone in `srcset` offer the same two pictures with one address fewer, written in the HTML and
 * again in the page's payload (a list's cards carry 18). A `srcset` of widths (`sizes`) is kept.
 * `src` stays last, as next/image writes it: React sets attributes in order, and Safari would
 * fetch a `src` set before the `srcset` on a picture drawn by script (a page reached by a link).
 */
export function densitySources(src: string, srcSet: string | undefined): { srcSet?: string; src: string } {
  const [, oneX, twoX] = (srcSet && /^(\S+) 1x, (\S+ 2x)$/.exec(srcSet)) || [];
  return oneX && twoX ? { srcSet: twoX, src: oneX } : { srcSet, src };
}
