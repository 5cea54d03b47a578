'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useScrolledPast } from '@/lib/hooks/use-scrolled-past';
import { SCROLL_THRESHOLDS } from '@/lib/limits';
import styles from './site-header.module.scss';

/** Its slot keeps the bar's height, so the content does not move when the bar sticks. */
export function StickyBar({ children }: { children: ReactNode }) {
  const stuck = useScrolledPast(SCROLL_THRESHOLDS.stickyHeader);
  const barRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>();

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize[0];
      if (size) setHeight(size.blockSize);
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (height === undefined) return;
    // Scrolling to a focused link or a #fragment stops below the bar, not under it.
    const root = document.documentElement.style;
    root.scrollPaddingTop = `${height}px`;
    return () => {
      root.scrollPaddingTop = '';
    };
  }, [height]);

  return (
    <div style={{ minHeight: height }}>
      <div ref={barRef} className={styles.menuBar} data-stuck={stuck || undefined}>
        {children}
      </div>
    </div>
  );
}
