'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { Labels } from 'yet-another-react-lightbox';
import { anchorNumber, photoAnchor } from '@/lib/anchors';
import { currentAnchor, replaceAnchor } from '@/lib/hooks/address-anchor';
import { CopyLinkButton, type CopyLinkLabels } from '@/components/share/copy-link-button';
import { PHOTO_INDEX_ATTRIBUTE } from './lightbox-settings';
import type { LightboxTexts } from './photo-lightbox';
import styles from './photo-viewer.module.scss';

function loadLightbox() {
  return import('./photo-lightbox');
}

// Fetched when a visitor is about to open a photo, not with the page.
const PhotoLightbox = dynamic(() => loadLightbox().then((module) => module.PhotoLightbox), { ssr: false });

/**
 * Thumbnails stay plain links, so they work without JavaScript; with it, a click opens the
 * lightbox, and closing it returns focus to the thumbnail. The photo on show is in the address
 * (`#photo-3`), so that it can be passed on, and such an address opens it.
 */
export function PhotoViewer({
  slides,
  labels,
  texts,
  copyLabels,
  children,
}: {
  slides: { src: string }[];
  labels: Labels;
  texts: LightboxTexts;
  copyLabels: CopyLinkLabels;
  children: ReactNode;
}) {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const thumbnails = useRef<HTMLDivElement>(null);

  // A photo's address, opened or reached by a link in the page (the browser has scrolled to its thumbnail).
  useEffect(() => {
    const openAddressed = () => {
      const position = anchorNumber(currentAnchor(), 'photo');
      if (position === null || position > slides.length) return;
      opener.current =
        thumbnails.current?.querySelector<HTMLElement>(`[${PHOTO_INDEX_ATTRIBUTE}="${position - 1}"]`) ?? null;
      setIndex(position - 1);
    };
    openAddressed();
    addEventListener('hashchange', openAddressed);
    return () => removeEventListener('hashchange', openAddressed);
  }, [slides.length]);

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
    replaceAnchor(photoAnchor(photo + 1));
    setIndex(photo);
  }

  function close() {
    replaceAnchor(null);
    setIndex(null);
    opener.current?.focus();
  }

  return (
    // Clicks bubble up from the thumbnail links, which are the keyboard-reachable controls.
    <div ref={thumbnails} onClick={open} onPointerEnter={() => void loadLightbox()} onFocus={() => void loadLightbox()}>
      {children}
      {index !== null && (
        <PhotoLightbox
          slides={slides}
          index={index}
          labels={labels}
          texts={texts}
          // The address bar holds the photo's fragment: the button copies it.
          copyLink={<CopyLinkButton key="copy-link" labels={copyLabels} className={styles.copyLink} />}
          // Next and previous replace the address: Back leaves the album rather than walking its photos.
          onView={(shown) => replaceAnchor(photoAnchor(shown + 1))}
          onClose={close}
        />
      )}
    </div>
  );
}
