import type { ReactNode } from 'react';

/**
 * Awaited before the page is sent, so it is in the HTML; a failure throws
 * (docs/architecture.md: A failure is never cached).
 */
export async function UpstreamSection<T>({ load, render }: { load: () => Promise<T>; render: (data: T) => ReactNode }) {
  return render(await load());
}
