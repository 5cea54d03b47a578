import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while hydrating, true from the first render after it. A part
 * that only works with script switches itself on then: the server HTML stays the
 * script-free version, and hydration never sees a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
