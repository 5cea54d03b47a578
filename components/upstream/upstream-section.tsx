import type { ReactNode } from 'react';

/**
 * Renders one part of a page from upstream data, awaited before the page is sent, so that it
 * is in place in the HTML. A failure is thrown: the page cache keeps the last good render of
 * the page, and a page that has none answers with the error page.
 */
export async function UpstreamSection<T>({ load, render }: { load: () => Promise<T>; render: (data: T) => ReactNode }) {
  return render(await load());
}
