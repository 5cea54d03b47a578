'use client';

import { useState } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

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
            {labels.copy}
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
