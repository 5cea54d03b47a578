/**
 * The colours of styles/_tokens.scss that code outside the style sheets paints with (the web app
 * manifest, the service worker's offline page), under the tokens' names. A unit test holds them
 * equal to the tokens, so the palette still has one source to change.
 */
export const PALETTE = {
  brand: '#0b5a8a',
  'brand-dark': '#073f61',
  'brand-light': '#e6f1f8',
  text: '#1b1f23',
  'text-muted': '#535b63',
  'text-inverse': '#ffffff',
  surface: '#ffffff',
} as const;
