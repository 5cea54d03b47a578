'use client';

import dynamic from 'next/dynamic';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { Labels } from 'yet-another-react-lightbox';
import { PHOTO_INDEX_ATTRIBUTE } from './lightbox-settings';

function loadLightbox() {
  return import('./photo-lightbox');
}

// Fetched when a visitor is about to open a photo, not with the page.
const PhotoLightbox = dynamic(() => loadLightbox().then((module) => module.PhotoLightbox), { ssr: false });

/**
 * Thumbnails stay plain links, so they work without JavaScript; with it, a click opens the
 * lightbox, and closing it returns focus to the thumbnail.
 */
export function PhotoViewer({
  slides,
  labels,
  imageFailed,
  children,
}: {
  slides: { src: string }[];
  labels: Labels;
  imageFailed: string;
  children: ReactNode;
}) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  function open(event: MouseEvent<HTMLDivElement>) {
    // A click with a modifier or another button keeps its usual meaning (a new tab, ...).
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = (event.target as Element).closest<HTMLElement>(`[${PHOTO_INDEX_ATTRIBUTE}]`);
    const photo = Number(link?.getAttribute(PHOTO_INDEX_ATTRIBUTE));
    if (!link || !Number.isInteger(photo) || !slides[photo]) return;
    event.preventDefault();
    opener.current = link;
    setIndex(photo);
  }

  function close() {
    setIndex(null);
    opener.current?.focus();
  }

  return (
    // Clicks bubble up from the thumbnail links, which are the keyboard-reachable controls.
    <div onClick={open} onPointerEnter={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
      {children}
      {index !== null && (
        <PhotoLightbox slides={slides} index={index} labels={labels} imageFailed={imageFailed} onClose={close} />
      )}
    </div>
  );
}
