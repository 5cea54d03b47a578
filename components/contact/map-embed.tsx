'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './map-embed.module.scss';

/**
 * Loads only when asked for or scrolled near: a third-party frame costs data and privacy. A
 * same-size button holds its place until then, so nothing shifts.
 */
export function MapEmbed({ src, title, showLabel }: { src: string; title: string; showLabel: string }) {
  const [loaded, setLoaded] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (loaded || !element || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoaded(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded]);

  if (loaded) {
    return <iframe className={styles.frame} src={src} title={title} loading="lazy" referrerPolicy="no-referrer" />;
  }
  return (
    <div ref={placeholder} className={styles.placeholder}>
      <button type="button" className={styles.button} onClick={() => setLoaded(true)}>
        {showLabel}
      </button>
    </div>
  );
}
