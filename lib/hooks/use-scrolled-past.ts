import { useEffect, useState } from 'react';

/** Whether the page is scrolled past `offset` px, watched with a sentinel instead of a scroll handler. */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const sentinel = document.createElement('div');
    sentinel.setAttribute('aria-hidden', 'true');
    // Against the document (body is not positioned), so the offset is the same on every page.
    Object.assign(sentinel.style, {
      position: 'absolute',
      top: `${offset - 1}px`,
      left: '0',
      width: '1px',
      height: '1px',
      pointerEvents: 'none',
    });
    document.body.append(sentinel);
    // Past means above the top edge (it leaves one pixel after `offset`), not below a short window.
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
