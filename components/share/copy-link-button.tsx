'use client';

import { useEffect, useState } from 'react';
import { isStateAnchor, withAnchor } from '@/lib/anchors';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { COPIED_SHOWN_MS } from '@/lib/limits';
import styles from './copy-link-button.module.scss';

export interface CopyLinkLabels {
  copy: string;
  copied: string;
}

/**
 * Copies the address of what the reader is looking at: `url` (the page's own address when not
 * given) with the fragment of the state on show, `anchor` or else the address bar's (a photo
 * open, a question). Drawn only once script runs, and only where the browser can copy.
 */
export function CopyLinkButton({
  url,
  anchor,
  labels,
  className,
  reserveSpace = false,
}: {
  url?: string;
  anchor?: string;
  labels: CopyLinkLabels;
  className?: string;
  /** Its place is kept, unseen, before script runs: in a page drawn on the server, nothing then moves. */
  reserveSpace?: boolean;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!hydrated || typeof navigator.clipboard?.writeText !== 'function') {
    return reserveSpace ? (
      <button type="button" className={`${className ?? styles.button} ${styles.reserved}`} disabled aria-hidden="true">
        {labels.copy}
      </button>
    ) : null;
  }
  return (
    <>
      <button
        type="button"
        className={className ?? styles.button}
        onClick={() =>
          navigator.clipboard.writeText(stateAddress(url, anchor)).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {/* Seen: the button says it worked for a moment. Heard: the status beside it. */}
        {copied ? (
          <>
            <span aria-hidden="true">✓ </span>
            {labels.copied}
          </>
        ) : (
          labels.copy
        )}
      </button>
      <span role="status" className="visually-hidden">
        {copied ? labels.copied : ''}
      </span>
    </>
  );
}

/**
 * The address of the state on show: `url`'s path and query, and the state's fragment; a
 * fragment that names no state (the skip link's `#main-content`) is left out.
 */
export function stateAddress(url: string | undefined, anchor: string | undefined): string {
  const shown = location.hash.slice(1);
  return withAnchor(url ?? location.href, anchor ?? (isStateAnchor(shown) ? shown : null));
}
