'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * next/link that prefetches once the reader shows they may follow it (pointer over it, a touch,
 * keyboard focus), not whenever it scrolls into view. A prefetched page brings the preloads of
 * its largest picture, so viewport prefetching made a desktop news list download a dozen other
 * pages' pictures after load (docs/performance.md: How the budgets are kept). A `prefetch`
 * given by the caller wins.
 */
export function IntentPrefetchLink({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      // `null` is next/link's default prefetching, which starts at once for a link in view.
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
