'use client';

import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import styles from './off-canvas.module.scss';

/** Where invoker commands are missing, the buttons do with script what the browser would. */
const lacksCommands = () => !('command' in HTMLButtonElement.prototype);

/**
 * A modal `<dialog>`, so focus stays inside and the page behind is inert. Current browsers open
 * and close it without script (invoker commands, `closedby`).
 */
export function OffCanvas({
  openLabel,
  closeLabel,
  title,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = openerRef.current;
    if (!opener) return;
    // The breakpoint lives only in CSS: a window widened past it must not keep the page inert.
    const observer = new ResizeObserver(() => {
      if (opener.getClientRects().length === 0) dialogRef.current?.close();
    });
    observer.observe(opener);
    return () => observer.disconnect();
  }, []);

  const closeOnBackdropOrLink = (event: MouseEvent<HTMLDialogElement>) => {
    // The panel fills the dialog's box, so a click on the dialog itself is on the backdrop.
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a')) event.currentTarget.close();
  };

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={styles.opener}
        aria-haspopup="dialog"
        commandfor={id}
        command="show-modal"
        onClick={() => {
          if (lacksCommands()) dialogRef.current?.showModal();
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={styles.icon}>
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
        {openLabel}
      </button>
      <dialog
        ref={dialogRef}
        id={id}
        className={styles.dialog}
        aria-label={title}
        closedby="any"
        onClick={closeOnBackdropOrLink}
        onClose={() => openerRef.current?.focus()}
      >
        <div className={styles.panel}>
          <div className={styles.head}>
            <button
              type="button"
              className={styles.close}
              commandfor={id}
              command="close"
              onClick={() => {
                if (lacksCommands()) dialogRef.current?.close();
              }}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={styles.icon}>
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
              {closeLabel}
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
