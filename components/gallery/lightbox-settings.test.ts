import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tm from '@/messages/tm.json';
import { fillCounter, lightboxCounter, lightboxLabels } from './lightbox-settings';

const MESSAGES = { en, ru, tm };
type Locale = keyof typeof MESSAGES;
const photosTranslator = (locale: Locale) =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Photos' });

describe('lightboxLabels', () => {
  /** What the library does with its slide label template. */
  const fillSlideLabel = (template: string, index: number, total: number) =>
    template.replace(/\{index}/g, String(index)).replace(/\{total}/g, String(total));

  it.each<[Locale, string]>([
    ['en', 'Photo 3 of 8'],
    ['ru', 'Фото 3 из 8'],
    ['tm', 'Surat 3 / 8'],
  ])('gives the library every text in %s', (locale, slide) => {
    const messages = MESSAGES[locale];
    const labels = lightboxLabels(photosTranslator(locale), 'Album');
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

  it.each<[Locale, string]>([
    ['en', '3 of 12'],
    ['ru', '3 из 12'],
    ['tm', '3 / 12'],
  ])('counts the photos in %s', (locale, counted) => {
    const t = photosTranslator(locale);
    expect(fillCounter(lightboxCounter(t), 3, 12)).toBe(counted);
    expect(fillCounter(lightboxCounter(t), 12, 12)).toBe(counted.replace('3', '12'));
  });
});
