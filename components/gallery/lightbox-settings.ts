import type { Labels, LightboxExternalProps } from 'yet-another-react-lightbox';

/** Marks a thumbnail link and says which photo (from 0) it opens in the lightbox. */
export const PHOTO_INDEX_ATTRIBUTE = 'data-photo-index';

/** The first version's lightbox measured zoom in levels; each level scales the picture by this. */
const ZOOM_RATIO_PER_LEVEL = 1.007;

/** SPEC.md section 9's lightbox numbers in the library's terms; comments note where it differs. */
export const LIGHTBOX_OPTIONS = {
  animation: {
    // "animation 300 ms": opening and closing, a swipe, a zoom step.
    fade: 300,
    swipe: 300,
    zoom: 300,
    // "key repeat limit 180 ms": the library allows one move per half of this animation.
    navigation: 2 * 180,
  },
  carousel: {
    // "next and previous cycle".
    finite: false,
    // "image padding 10".
    padding: '10px',
  },
  controller: {
    // The first version closed on a click beside the picture too.
    closeOnBackdropClick: true,
  },
  zoom: {
    // "button step 100": one press of zoom in or out moves 100 levels, 1.007^100 ≈ ×2.01.
    zoomInMultiplier: ZOOM_RATIO_PER_LEVEL ** 100,
    // "zoom multiplier 1.007 per unit", no modifier key (the library scales by 1 + delta / factor).
    scrollToZoom: true,
    wheelZoomDistanceFactor: 1 / (ZOOM_RATIO_PER_LEVEL - 1),
    // "max zoom level 300" (≈ ×8.1), which the library counts in the picture's own pixels.
    maxZoomPixelRatio: ZOOM_RATIO_PER_LEVEL ** 300,
  },
  // "a swipe needs 200 px or a quarter of the width": no option in 3.x, which takes 30% or a flick.
} satisfies LightboxExternalProps;

type PhotoText =
  | 'title'
  | 'carouselRole'
  | 'slideRole'
  | 'previous'
  | 'next'
  | 'close'
  | 'zoomIn'
  | 'zoomOut'
  | 'slideLabel'
  | 'counter';
type Translate = (key: PhotoText, values?: Record<string, string>) => string;

/** The library's texts from `Photos`; the library fills in the slide label's `{index}` and `{total}`. */
export function lightboxLabels(t: Translate, albumTitle: string): Labels {
  return {
    Lightbox: albumTitle,
    'Photo gallery': t('title'),
    Carousel: t('carouselRole'),
    Slide: t('slideRole'),
    Previous: t('previous'),
    Next: t('next'),
    Close: t('close'),
    'Zoom in': t('zoomIn'),
    'Zoom out': t('zoomOut'),
    '{index} of {total}': t('slideLabel', { index: '{index}', count: '{total}' }),
  };
}

/** The lightbox's own texts, beside the library's: the counter's template, filled by `fillCounter`. */
export function lightboxCounter(t: Translate): string {
  return t('counter', { index: '{index}', count: '{total}' });
}

/** The counter's text for photo `index` (from 1) of `total`. */
export function fillCounter(template: string, index: number, total: number): string {
  return template.replace(/\{index}/g, String(index)).replace(/\{total}/g, String(total));
}
