import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's attributes on a server-drawn `<img>`, without its client component: the largest
 * picture paints from the HTML, untouched by hydration, and the payload stays small. Of its
 * defaults, `decoding="async"` is what browsers do anyway and `color: transparent` would hide the
 * alternative text of a picture that fails: both left out, each a few bytes on every picture.
 */
export function Picture({ alt, ...props }: Omit<ImageProps, 'style' | 'fill'>) {
  const {
    props: { decoding, style, ...img },
  } = getImageProps({ alt, ...props });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img {...img} alt={alt} />;
}
