'use client';

import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import styles from './home.module.scss';

/** The slide of `list` whose start is nearest to the strip's scroll position. */
function slideInView(list: HTMLElement): number {
  const slides = [...list.children] as HTMLElement[];
  const start = slides[0]?.offsetLeft ?? 0;
  let nearest = 0;
  slides.forEach((slide, index) => {
    const distance = Math.abs(slide.offsetLeft - start - list.scrollLeft);
    if (distance < Math.abs(slides[nearest]!.offsetLeft - start - list.scrollLeft)) nearest = index;
  });
  return nearest;
}

/**
 * Buttons for a strip that already scrolls without script; they follow it however it moves and
 * announce each move (`statuses[i]` names slide i). Nothing moves by itself.
 */
export function SlideControls({
  listId,
  previous,
  next,
  statuses,
}: {
  listId: string;
  previous: string;
  next: string;
  statuses: string[];
}) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(0);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    const follow = () => setCurrent(slideInView(list));
    list.addEventListener('scroll', follow, { passive: true });
    return () => list.removeEventListener('scroll', follow);
  }, [listId]);

  if (!hydrated) return null;

  const show = (index: number) => {
    const list = document.getElementById(listId);
    const slides = list ? ([...list.children] as HTMLElement[]) : [];
    const target = slides[index];
    if (!list || !target) return;
    list.scrollTo({ left: target.offsetLeft - slides[0]!.offsetLeft });
    setCurrent(index);
    setMoved(true);
  };
  const last = statuses.length - 1;

  return (
    <>
      {/* aria-disabled rather than disabled: a button that reaches the end keeps the focus. */}
      <button
        type="button"
        className={`${styles.slideButton} ${styles.previousSlide}`}
        aria-controls={listId}
        aria-disabled={current === 0}
        onClick={() => current > 0 && show(current - 1)}
      >
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{previous}</span>
      </button>
      <button
        type="button"
        className={`${styles.slideButton} ${styles.nextSlide}`}
        aria-controls={listId}
        aria-disabled={current === last}
        onClick={() => current < last && show(current + 1)}
      >
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{next}</span>
      </button>
      <p className="visually-hidden" aria-live="polite">
        {moved ? statuses[current] : ''}
      </p>
    </>
  );
}
