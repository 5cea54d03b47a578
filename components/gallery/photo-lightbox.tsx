'use client';

import Lightbox, { type Labels } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { LIGHTBOX_OPTIONS } from './lightbox-settings';
import styles from './photo-lightbox.module.scss';

const PLUGINS = [Zoom];

/** The lightbox itself: loaded only when a visitor opens a photo (see PhotoViewer). */
export function PhotoLightbox({
  slides,
  index,
  labels,
  imageFailed,
  onClose,
}: {
  slides: { src: string }[];
  index: number;
  labels: Labels;
  imageFailed: string;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      index={index}
      slides={slides}
      close={onClose}
      plugins={PLUGINS}
      labels={labels}
      className={styles.lightbox}
      render={{ iconError: () => <p className={styles.failed}>{imageFailed}</p> }}
      {...LIGHTBOX_OPTIONS}
    />
  );
}
