'use client';

import type { ReactNode } from 'react';
import Lightbox, { useLightboxState, type Labels } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { fillCounter, LIGHTBOX_OPTIONS } from './lightbox-settings';
import styles from './photo-lightbox.module.scss';

const PLUGINS = [Zoom];

export interface LightboxTexts {
  albumTitle: string;
  /** The counter's template (lightboxCounter). */
  counter: string;
  imageFailed: string;
}

/** The lightbox itself: loaded only when a visitor opens a photo (see PhotoViewer). */
export function PhotoLightbox({
  slides,
  index,
  labels,
  texts,
  copyLink,
  onView,
  onClose,
}: {
  slides: { src: string }[];
  index: number;
  labels: Labels;
  texts: LightboxTexts;
  /** The button that copies the photo's address, drawn by PhotoViewer: its code and styles are the page's, not this chunk's. */
  copyLink: ReactNode;
  onView: (index: number) => void;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      index={index}
      slides={slides}
      close={onClose}
      on={{ view: ({ index: shown }) => onView(shown) }}
      plugins={PLUGINS}
      labels={labels}
      className={styles.lightbox}
      toolbar={{
        buttons: [copyLink, 'close'],
      }}
      render={{
        iconError: () => <p className={styles.failed}>{texts.imageFailed}</p>,
        controls: () => <Caption albumTitle={texts.albumTitle} counter={texts.counter} />,
      }}
      {...LIGHTBOX_OPTIONS}
    />
  );
}

/**
 * What the reader sees beside the photo: the album's title and which photo of how many. The
 * album's photos have no captions of their own (UPSTREAM.md's Album).
 */
function Caption({ albumTitle, counter }: { albumTitle: string; counter: string }) {
  const { currentIndex, slides } = useLightboxState();
  return (
    <div className={styles.caption}>
      <p className={styles.album}>{albumTitle}</p>
      <p className={styles.counter}>{fillCounter(counter, currentIndex + 1, slides.length)}</p>
    </div>
  );
}
