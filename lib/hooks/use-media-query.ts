import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. The server (and hydration) sees
 * `serverValue`, so the markup it renders must suit that value.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
