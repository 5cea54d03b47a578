'use client';

import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/** How long the copy button says the link was copied, before it offers to copy again. */
const COPIED_SHOWN_MS = 3000;

/** Copy link and Web Share need script, so neither is drawn before it runs. */
export function ShareButtons({
  url,
  title,
  labels,
  className,
}: {
  url: string;
  title: string;
  labels: { copy: string; copied: string; share: string };
  className?: string;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!hydrated) return null;
  const canShare = typeof navigator.share === 'function';
  return (
    <>
      {typeof navigator.clipboard?.writeText === 'function' && (
        <li>
          <button
            type="button"
            className={className}
            onClick={() =>
              navigator.clipboard.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {/* Seen: the button says it worked for a moment. Heard: the status below. */}
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
        </li>
      )}
      {canShare && (
        <li>
          <button
            type="button"
            className={className}
            // A closed sheet rejects the promise: nothing to report.
            onClick={() => navigator.share({ url, title }).catch(() => {})}
          >
            {labels.share}
          </button>
        </li>
      )}
    </>
  );
}
