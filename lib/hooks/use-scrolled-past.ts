import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `offset` CSS pixels down. An IntersectionObserver
 * watches a 1px sentinel that ends at `offset`, so there is no scroll handler to run.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const sentinel = document.createElement('div');
    sentinel.setAttribute('aria-hidden', 'true');
    // Placed against the document (body is not positioned), so it sits at the same
    // offset on every page whatever the layout above it.
    Object.assign(sentinel.style, {
      position: 'absolute',
      top: `${offset - 1}px`,
      left: '0',
      width: '1px',
      height: '1px',
      pointerEvents: 'none',
    });
    document.body.append(sentinel);
    // The sentinel still touches the window's top edge at exactly `offset`, and has left
    // it one pixel later; below the window (a very short one) does not count as past.
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      sentinel.remove();
    };
  }, [offset]);
  return past;
}
