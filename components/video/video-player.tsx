'use client';

import { useRef, useState, type MouseEvent } from 'react';
import styles from './video-player.module.scss';

/**
 * A link to the mp4 without JavaScript; with it, a native modal dialog (focus kept, Escape). The
 * video element exists only while the dialog is open, so nothing downloads before.
 */
export function VideoPlayer({
  src,
  poster,
  title,
  playLabel,
  closeLabel,
}: {
  src: string;
  poster: string;
  title: string;
  playLabel: string;
  closeLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const playButton = useRef<HTMLAnchorElement>(null);

  function play(event: MouseEvent<HTMLAnchorElement>) {
    // A click with a modifier or another button keeps its usual meaning (a new tab, ...).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dialog.current?.showModal();
    setOpen(true);
  }

  // Escape, the close button and a click on the backdrop all end here.
  function stop() {
    if (video.current) {
      video.current.pause();
      video.current.currentTime = 0;
    }
    setOpen(false);
    playButton.current?.focus();
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // The dialog has no padding, so a click on the dialog element itself is on its backdrop.
    if (event.target === event.currentTarget) dialog.current?.close();
  }

  return (
    <>
      <a ref={playButton} href={src} className={styles.play} aria-label={playLabel} onClick={play}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M8 5.5v13l10.5-6.5z" />
        </svg>
      </a>
      <dialog ref={dialog} className={styles.dialog} aria-label={title} onClose={stop} onClick={closeOnBackdrop}>
        <div className={styles.frame}>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            {closeLabel}
          </button>
          {open && (
            <video ref={video} className={styles.video} src={src} poster={poster} controls autoPlay playsInline />
          )}
        </div>
      </dialog>
    </>
  );
}
