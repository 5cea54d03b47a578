import { Picture } from '@/components/picture/picture';
import { inLanguage } from '@/lib/routes';
import type { Slide } from '@/lib/upstream';
import styles from './home.module.scss';
import { SlideControls } from './slide-controls';

/** The box of a slide (the style sheet draws it in the same shape). */
const SLIDE_SIZE = { width: 1920, height: 700 };

const LIST_ID = 'home-slides';

type SlideLabels = { list: string; previous: string; next: string; statuses: string[] };

/** The first slide loads at once (largest paint); the strip scrolls without script and never moves by itself. */
export function Slides({ slides, labels, locale }: { slides: Slide[]; labels: SlideLabels; locale: string }) {
  if (slides.length === 0) return null;
  return (
    <div className={styles.slider}>
      {slides.length > 1 && (
        <SlideControls listId={LIST_ID} previous={labels.previous} next={labels.next} statuses={labels.statuses} />
      )}
      {/* Focusable, so that a keyboard can scroll it (and slides without a link are reached). */}
      <ul id={LIST_ID} className={styles.slides} aria-label={labels.list} tabIndex={0}>
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
            <li key={slide.id} className={slide.title ? styles.slide : `${styles.slide} ${styles.untitled}`}>
              {slide.link && slide.title ? <a href={inLanguage(slide.link, locale)}>{image}</a> : image}
              {slide.title && (
                <p className={styles.slideTitle} aria-hidden="true">
                  {slide.title}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
