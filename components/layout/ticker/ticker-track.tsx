'use client';

import { useEffect, useRef, useState, type FocusEvent } from 'react';
import Marquee from 'react-fast-marquee';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { Link } from '@/lib/i18n/navigation';
import { TICKER_SPEED } from '@/lib/limits';
import { revealScroll } from './reveal-scroll';
import styles from './ticker.module.scss';

/** Room each side of a focused link for its focus ring (the `space(2)` of ticker.module.scss). */
const FOCUS_RING_ROOM = 8;

/**
 * Scrolls the row to show the link focus has entered whole (a browser centres a link it has to
 * scroll to, which cut a long headline at both ends), once the browser has scrolled it its way.
 */
function revealFocused(event: FocusEvent<HTMLElement>, row: Element | null | undefined) {
  const link = event.target;
  if (!(row instanceof HTMLElement) || !(link instanceof HTMLElement)) return;
  requestAnimationFrame(() => {
    const box = row.getBoundingClientRect();
    const rect = link.getBoundingClientRect();
    row.scrollLeft = revealScroll({
      item: { start: rect.left - box.left + row.scrollLeft, size: rect.width },
      view: row.clientWidth,
      scroll: row.scrollLeft,
      maxScroll: row.scrollWidth - row.clientWidth,
      margin: FOCUS_RING_ROOM,
    });
  });
}

export interface TickerItem {
  id: number;
  title: string;
  href: string;
}

/**
 * A still row on the server and for reduced motion; the marquee renders nothing on the server,
 * so it takes over after hydration. Hover, focus and the pause button stop it (WCAG 2.2.2); the
 * button's choice holds once focus and the pointer have gone. A focused headline is shown whole:
 * in the moving row it wraps to the row's width, and the row grows over the page below while it
 * has focus (ticker.module.scss).
 */
export function TickerTrack({
  items,
  pauseLabel,
  playLabel,
}: {
  items: TickerItem[];
  pauseLabel: string;
  playLabel: string;
}) {
  const moving = useMediaQuery('(prefers-reduced-motion: no-preference)', false);
  const [paused, setPaused] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const movingRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const wrapper = movingRef.current;
    if (!wrapper) return;
    // The marquee repeats its children to loop. The repeats are for the eye only: keyboard
    // and screen reader users meet each link once. (Class names are react-fast-marquee's.)
    const hideRepeats = () => {
      for (const copy of wrapper.querySelectorAll<HTMLElement>('.rfm-child')) {
        if (copy.closest('.rfm-initial-child-container')) continue;
        copy.inert = true;
        copy.setAttribute('aria-hidden', 'true');
      }
    };
    hideRepeats();
    const observer = new MutationObserver(hideRepeats);
    observer.observe(wrapper, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [moving]);

  const list = (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Link href={item.href} className={styles.link}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );

  if (!moving)
    return (
      <div className={styles.still} onFocus={(event) => revealFocused(event, event.currentTarget)}>
        {list}
      </div>
    );

  return (
    <>
      <div
        ref={movingRef}
        className={styles.moving}
        onFocus={(event) => {
          setFocusInside(true);
          revealFocused(event, event.currentTarget.firstElementChild);
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget)) return;
          setFocusInside(false);
          // Focus may have scrolled the marquee's box to a link; the loop runs from its start.
          event.currentTarget.firstElementChild?.scrollTo({ left: 0 });
        }}
      >
        <Marquee speed={TICKER_SPEED} pauseOnHover play={!paused && !focusInside}>
          {list}
        </Marquee>
      </div>
      <button type="button" className={styles.toggle} onClick={() => setPaused(!paused)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
          <path d={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} />
        </svg>
        <span className="visually-hidden">{paused ? playLabel : pauseLabel}</span>
      </button>
    </>
  );
}
