import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** False on the server and while hydrating, so script-only parts switch on without a hydration mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
