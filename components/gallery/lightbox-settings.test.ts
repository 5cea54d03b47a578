import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tm from '@/messages/tm.json';
import { LIGHTBOX_OPTIONS, lightboxLabels } from './lightbox-settings';

describe('LIGHTBOX_OPTIONS', () => {
  it('cycles and pads pictures by 10 px', () => {
    expect(LIGHTBOX_OPTIONS.carousel).toEqual({ finite: false, padding: '10px' });
  });

  it('animates for 300 ms and lets the arrow keys move once per 180 ms', () => {
    const { fade, swipe, zoom, navigation } = LIGHTBOX_OPTIONS.animation;
    expect([fade, swipe, zoom]).toEqual([300, 300, 300]);
    // yet-another-react-lightbox throttles keyboard and button navigation to half of this.
    expect(navigation / 2).toBe(180);
  });

  it('zooms by 100 levels of 1.007 per button press, up to level 300', () => {
    expect(LIGHTBOX_OPTIONS.zoom.zoomInMultiplier).toBeCloseTo(2.009, 3);
    expect(LIGHTBOX_OPTIONS.zoom.maxZoomPixelRatio).toBeCloseTo(8.1, 1);
  });

  it('scales by 1.007 for one unit of wheel movement, without a modifier key', () => {
    const { wheelZoomDistanceFactor, scrollToZoom } = LIGHTBOX_OPTIONS.zoom;
    // The library's wheel step: zoom × (1 + delta / factor).
    expect(1 + 1 / wheelZoomDistanceFactor).toBeCloseTo(1.007, 10);
    expect(scrollToZoom).toBe(true);
  });
});

describe('lightboxLabels', () => {
  /** What the library does with its slide label template. */
  const fillSlideLabel = (template: string, index: number, total: number) =>
    template.replace(/\{index}/g, String(index)).replace(/\{total}/g, String(total));

  it.each([
    ['en', en, 'Photo 3 of 8'],
    ['ru', ru, 'Фото 3 из 8'],
    ['tm', tm, 'Surat 3 / 8'],
  ] as const)('gives the library every text in %s', (locale, messages, slide) => {
    const t = createTranslator({ locale, messages, namespace: 'Photos' });
    const labels = lightboxLabels(t, 'Album');
    expect(labels.Lightbox).toBe('Album');
    expect(labels.Previous).toBe(messages.Photos.previous);
    expect(labels.Next).toBe(messages.Photos.next);
    expect(labels.Close).toBe(messages.Photos.close);
    expect(labels['Zoom in']).toBe(messages.Photos.zoomIn);
    expect(labels['Zoom out']).toBe(messages.Photos.zoomOut);
    expect(labels['Photo gallery']).toBe(messages.Photos.title);
    expect(labels.Carousel).toBe(messages.Photos.carouselRole);
    expect(labels.Slide).toBe(messages.Photos.slideRole);
    expect(fillSlideLabel(labels['{index} of {total}']!, 3, 8)).toBe(slide);
  });
});
