import { getImageProps, type ImageProps } from 'next/image';

/**
 * A picture through Next's image optimiser, drawn by the server as a plain `<img>`: the same
 * `srcset`, `sizes`, box and loading hints as next/image, without its client component. So
 * the largest picture of a page is painted from the HTML and left alone by hydration, and the
 * page's payload carries no component for each picture.
 */
export function Picture({ alt, ...props }: ImageProps) {
  const { props: img } = getImageProps({ alt, ...props });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img {...img} alt={alt} />;
}
