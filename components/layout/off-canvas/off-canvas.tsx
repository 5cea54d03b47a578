'use client';

import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type Ref, type RefObject } from 'react';
import styles from './off-canvas.module.scss';

/** Where invoker commands are missing, the buttons do with script what the browser would. */
const lacksCommands = () => !('command' in HTMLButtonElement.prototype);

/** The icon of each command: a menu to open the dialog, a cross to close it. */
const ICON_PATHS = { 'show-modal': 'M3 6h18M3 12h18M3 18h18', close: 'M6 6l12 12M18 6L6 18' };

/** A button giving the dialog `command`: open it as a modal, or close it. */
function CommandButton({
  ref,
  className,
  dialog,
  command,
  label,
}: {
  ref?: Ref<HTMLButtonElement>;
  className?: string;
  dialog: { id: string; ref: RefObject<HTMLDialogElement | null> };
  command: keyof typeof ICON_PATHS;
  label: string;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-haspopup={command === 'show-modal' ? 'dialog' : undefined}
      commandfor={dialog.id}
      command={command}
      onClick={() => {
        if (!lacksCommands()) return;
        if (command === 'show-modal') dialog.ref.current?.showModal();
        else dialog.ref.current?.close();
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className={styles.icon}>
        <path d={ICON_PATHS[command]} />
      </svg>
      {label}
    </button>
  );
}

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
  const dialog = { id, ref: dialogRef };

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
      <CommandButton ref={openerRef} className={styles.opener} dialog={dialog} command="show-modal" label={openLabel} />
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
            <CommandButton className={styles.close} dialog={dialog} command="close" label={closeLabel} />
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
