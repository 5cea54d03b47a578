import type { ReactNode } from 'react';
import { SectionError } from './section-error';
import { settle } from './settle';

/**
 * Renders one part of a page from upstream data. When the upstream fails, that part says
 * so and offers a retry, and the rest of the page renders as usual.
 */
export async function UpstreamSection<T>({
  load,
  render,
  retryHref,
}: {
  load: () => Promise<T>;
  render: (data: T) => ReactNode;
  retryHref: string;
}) {
  const result = await settle(load());
  return result.ok ? render(result.data) : <SectionError retryHref={retryHref} />;
}
