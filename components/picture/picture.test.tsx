import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES_KEPT, densitySources, imageAttributes, Picture } from './picture';

const attributes = (html: string) =>
  Object.fromEntries(Array.from(html.matchAll(/(\w+)="([^"]*)"/g), ([, name, value]) => [name, value]));
/** The attributes' names in the order they are written, which is the order React sets them in. */
const attributeOrder = (html: string) => Array.from(html.matchAll(/(\w+)="/g), ([, name]) => name);

describe('Picture', () => {
  it('offers a picture of a fixed size at 1x in src and at 2x in srcset, each address once', () => {
    const img = attributes(
      renderToStaticMarkup(<Picture src="https://media.example.org/a.png" alt="" width={300} height={200} />),
    );
    expect(img.src).toMatch(/^\/_next\/image\?url=https%3A%2F%2Fmedia\.example\.org%2Fa\.png&amp;w=384&amp;q=75$/);
    expect(img.srcSet).toMatch(
      /^\/_next\/image\?url=https%3A%2F%2Fmedia\.example\.org%2Fa\.png&amp;w=640&amp;q=75 2x$/,
    );
    expect(img.sizes).toBeUndefined();
  });

  it('writes src after srcset, as next/image does, lazy or loaded at once', () => {
    for (const loading of ['lazy', 'eager'] as const) {
      const order = attributeOrder(
        renderToStaticMarkup(
          <Picture src="https://media.example.org/a.png" alt="" width={300} height={200} loading={loading} />,
        ),
      );
      expect(order.indexOf('srcSet'), loading).toBeGreaterThanOrEqual(0);
      expect(order.indexOf('src'), loading).toBeGreaterThan(order.indexOf('srcSet'));
    }
  });

  it('keeps the 1x in srcset for a picture loaded at once, whose preload would not take src as the 1x', () => {
    const img = attributes(
      renderToStaticMarkup(
        <Picture src="https://media.example.org/a.png" alt="" width={300} height={200} loading="eager" />,
      ),
    );
    expect(img.srcSet).toMatch(/&amp;w=384&amp;q=75 1x, \S+&amp;w=640&amp;q=75 2x$/);
  });

  it('keeps a srcset of widths, with its sizes, as next/image writes it', () => {
    const img = attributes(
      renderToStaticMarkup(
        <Picture src="https://media.example.org/a.png" alt="A slide" width={1168} height={438} sizes="100vw" />,
      ),
    );
    expect(img.srcSet!.split(', ').length).toBeGreaterThan(2);
    expect(img.srcSet).toMatch(/ \d+w$/);
    expect(img.sizes).toBe('100vw');
    expect(img.alt).toBe('A slide');
  });
});

describe('densitySources', () => {
  it('moves the 1x address to src and leaves the 2x alone in srcset', () => {
    const sources = densitySources('/b 2x-as-src', '/a 1x, /b 2x');
    expect(sources).toEqual({ src: '/a', srcSet: '/b 2x' });
    expect(Object.keys(sources)).toEqual(['srcSet', 'src']);
  });

  it('leaves anything else as it was', () => {
    expect(densitySources('/a', undefined)).toEqual({ src: '/a', srcSet: undefined });
    expect(densitySources('/c', '/a 640w, /b 1080w, /c 1920w')).toEqual({
      src: '/c',
      srcSet: '/a 640w, /b 1080w, /c 1920w',
    });
    expect(densitySources('/c', '/a 1x, /b 2x, /c 3x')).toEqual({ src: '/c', srcSet: '/a 1x, /b 2x, /c 3x' });
  });
});

describe('attributes of pictures drawn before', () => {
  const picture = { src: 'https://media.example.org/kept.png', width: 300, height: 200 };

  it('are worked out once per picture, and again once ATTRIBUTES_KEPT others were drawn since', () => {
    const first = imageAttributes(picture);
    expect(imageAttributes({ ...picture })).toBe(first);
    expect(imageAttributes({ ...picture, loading: 'eager' })).not.toBe(first);
    for (let n = 0; n < ATTRIBUTES_KEPT; n += 1)
      imageAttributes({ ...picture, src: `https://media.example.org/${n}.png` });
    const again = imageAttributes(picture);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('leave each picture its own alternative text', () => {
    const html = renderToStaticMarkup(
      <>
        <Picture {...picture} alt="A school" />
        <Picture {...picture} alt="" />
      </>,
    );
    expect(Array.from(html.matchAll(/alt="([^"]*)"/g), ([, alt]) => alt)).toEqual(['A school', '']);
  });
});
