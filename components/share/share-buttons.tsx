'use client';

import { useHydrated } from '@/lib/hooks/use-hydrated';
import { CopyLinkButton, stateAddress } from './copy-link-button';

/**
 * Copy link and Web Share need script, so neither is drawn before it runs. Both pass on the
 * page's address with the state on show (a question open, `#question-7`).
 */
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
  if (!hydrated) return null;
  const canCopy = typeof navigator.clipboard?.writeText === 'function';
  const canShare = typeof navigator.share === 'function';
  return (
    <>
      {canCopy && (
        <li>
          <CopyLinkButton url={url} labels={labels} className={className} />
        </li>
      )}
      {canShare && (
        <li>
          <button
            type="button"
            className={className}
            // A closed sheet rejects the promise: nothing to report.
            onClick={() => navigator.share({ url: stateAddress(url, undefined), title }).catch(() => {})}
          >
            {labels.share}
          </button>
        </li>
      )}
    </>
  );
}
