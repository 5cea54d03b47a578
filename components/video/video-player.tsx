'use client';

import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { anchorNumber, videoAnchor } from '@/lib/anchors';
import { currentAnchor, replaceAnchor } from '@/lib/hooks/address-anchor';
import { CopyLinkButton, type CopyLinkLabels } from '@/components/share/copy-link-button';
import styles from './video-player.module.scss';

/**
 * A link to the mp4 without JavaScript; with it, a native modal dialog (focus kept, Escape),
 * titled with the video's title. The video element exists only while the dialog is open, so
 * nothing downloads before. The video playing is in the address (`#video-405`), so that it can
 * be passed on, and such an address plays it; without script it scrolls to the play link.
 */
export function VideoPlayer({
  id,
  src,
  poster,
  title,
  playLabel,
  closeLabel,
  copyLabels,
}: {
  id: number;
  src: string;
  poster: string;
  title: string;
  playLabel: string;
  closeLabel: string;
  copyLabels: CopyLinkLabels;
}) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const playButton = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const anchor = videoAnchor(id);

  useEffect(() => {
    const playAddressed = () => {
      if (anchorNumber(currentAnchor(), 'video') !== id || dialog.current?.open) return;
      dialog.current?.showModal();
      setOpen(true);
    };
    playAddressed();
    addEventListener('hashchange', playAddressed);
    return () => removeEventListener('hashchange', playAddressed);
  }, [id]);

  // The `autoplay` attribute alone is a wish a browser may decline (phones that save data or
  // power, a busy machine). Asked right after the click, the reader's gesture lets it play; where
  // it is still declined (an address opened without a click), the controls are there.
  useEffect(() => {
    if (open) video.current?.play().catch(() => {});
  }, [open]);

  function play(event: MouseEvent<HTMLAnchorElement>) {
    // A click with a modifier or another button keeps its usual meaning (a new tab, ...).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dialog.current?.showModal();
    replaceAnchor(anchor);
    setOpen(true);
  }

  // Escape, the close button and a click on the backdrop all end here.
  function stop() {
    if (video.current) {
      video.current.pause();
      video.current.currentTime = 0;
    }
    if (currentAnchor() === anchor) replaceAnchor(null);
    setOpen(false);
    playButton.current?.focus();
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // The dialog has no padding, so a click on the dialog element itself is on its backdrop.
    if (event.target === event.currentTarget) dialog.current?.close();
  }

  return (
    <>
      <a ref={playButton} id={anchor} href={src} className={styles.play} aria-label={playLabel} onClick={play}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M8 5.5v13l10.5-6.5z" />
        </svg>
      </a>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={stop} onClick={closeOnBackdrop}>
        <div className={styles.frame}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {/* First in the dialog, so the browser focuses it when the dialog opens. */}
            <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
              {closeLabel}
            </button>
          </div>
          {open && (
            <video ref={video} className={styles.video} src={src} poster={poster} controls autoPlay playsInline />
          )}
          {open && (
            <div className={styles.footer}>
              <CopyLinkButton anchor={anchor} labels={copyLabels} />
            </div>
          )}
        </div>
      </dialog>
    </>
  );
}
