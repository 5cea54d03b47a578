import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isUpstreamFailure } from '@/lib/upstream/errors';
import { OptionalPartBoundary } from './optional-part-boundary';
import { RenderFailure } from './upstream-failure';

/**
 * Awaited before the page is sent, so it is in the HTML. A failure fails the render, so that no
 * cache keeps the page (docs/architecture.md: A failure is never cached), with a line saying so
 * in the section's place, so that the rest of the page still reads without JavaScript.
 */
export async function UpstreamSection<T>({
  load,
  render,
  optional = false,
}: {
  load: () => Promise<T>;
  render: (data: T) => ReactNode;
  /** The page reads without it: in the browser too its failure leaves the page, not error.tsx. */
  optional?: boolean;
}) {
  let data: T;
  try {
    data = await load();
  } catch (error) {
    if (!isUpstreamFailure(error)) throw error;
    const t = await getTranslations('Errors');
    const line = <p>{t('unavailable')}</p>;
    const failure = <RenderFailure error={error} fallback={line} />;
    return optional ? <OptionalPartBoundary fallback={line}>{failure}</OptionalPartBoundary> : failure;
  }
  return render(data);
}
