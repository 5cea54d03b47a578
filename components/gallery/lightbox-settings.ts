import type { Labels, LightboxExternalProps } from 'yet-another-react-lightbox';

/** Marks a thumbnail link and says which photo (from 0) it opens in the lightbox. */
export const PHOTO_INDEX_ATTRIBUTE = 'data-photo-index';

/** The first version's lightbox measured zoom in levels; each level scales the picture by this. */
const ZOOM_RATIO_PER_LEVEL = 1.007;

/**
 * The lightbox numbers of SPEC.md section 9, in yet-another-react-lightbox's terms. Where the
 * library has no exact equivalent, the comment says what is kept and what is not.
 */
export const LIGHTBOX_OPTIONS = {
  animation: {
    // "animation 300 ms": opening and closing, a swipe, a zoom step.
    fade: 300,
    swipe: 300,
    zoom: 300,
    // "key repeat limit 180 ms": the library lets the arrow keys and buttons move once per
    // half of this animation, so twice the limit gives exactly 180 ms between moves.
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
    // "zoom multiplier 1.007 per unit": the wheel zooms without a modifier key, and each unit
    // of wheel movement scales by 1.007 (the library scales by 1 + delta / factor per event,
    // up to ×2).
    scrollToZoom: true,
    wheelZoomDistanceFactor: 1 / (ZOOM_RATIO_PER_LEVEL - 1),
    // "max zoom level 300", 1.007^300 ≈ ×8.1. The library bounds zoom by the picture's own
    // pixels: ×8.1 for a picture shown at its natural size, more for one shrunk to fit.
    maxZoomPixelRatio: ZOOM_RATIO_PER_LEVEL ** 300,
  },
  // "a swipe needs 200 px or a quarter of the width" has no option in the library (3.x): a
  // swipe counts past 30% of the width, or as a quick flick.
} satisfies LightboxExternalProps;

type PhotoText =
  'title' | 'carouselRole' | 'slideRole' | 'previous' | 'next' | 'close' | 'zoomIn' | 'zoomOut' | 'slideLabel';
type Translate = (key: PhotoText, values?: Record<string, string>) => string;

/**
 * The library's interface texts from the `Photos` messages. The slide label keeps the
 * library's `{index}` and `{total}` placeholders, which it fills in for each photo.
 */
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
