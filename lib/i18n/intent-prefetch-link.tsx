'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';

/**
 * next/link that prefetches once the reader shows they may follow it (pointer over it, a touch,
 * keyboard focus), not whenever it scrolls into view. A prefetched page brings the preloads of
 * its largest picture, so viewport prefetching made a desktop news list download a dozen other
 * pages' pictures after load (README: Performance). An explicit `prefetch` wins.
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
      prefetch={prefetch ?? (intent ? null : false)}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
