import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's attributes on a server-drawn `<img>`, without its client component: the largest
 * picture paints from the HTML, untouched by hydration, and the payload stays small.
 */
export function Picture({ alt, ...props }: ImageProps) {
  const { props: img } = getImageProps({ alt, ...props });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img {...img} alt={alt} />;
}
