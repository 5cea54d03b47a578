import { Picture } from '@/components/picture/picture';
import type { Slide } from '@/lib/upstream';
import styles from './home.module.scss';

/** The box of a slide (the style sheet draws it in the same shape). */
const SLIDE_SIZE = { width: 1920, height: 700 };

/**
 * The home hero: the first slide large and loaded at once (it is the largest paint), the
 * others in a strip that scrolls sideways, by touch or keyboard, without script.
 */
export function Slides({ slides, label }: { slides: Slide[]; label: string }) {
  if (slides.length === 0) return null;
  return (
    <ul className={styles.slides} aria-label={label}>
      {slides.map((slide, index) => {
        const image = (
          <Picture
            src={slide.image}
            alt={slide.title ?? ''}
            width={SLIDE_SIZE.width}
            height={SLIDE_SIZE.height}
            sizes="(min-width: 1200px) 1168px, 100vw"
            loading={index === 0 ? 'eager' : undefined}
            fetchPriority={index === 0 ? 'high' : undefined}
            className={styles.slideImage}
          />
        );
        return (
          <li key={slide.id} className={styles.slide}>
            {slide.link && slide.title ? <a href={slide.link}>{image}</a> : image}
            {slide.title && (
              <p className={styles.slideTitle} aria-hidden="true">
                {slide.title}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
