import { isValidElement, type ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '@/lib/upstream/errors';
import { RenderFailure, withUpstreamFailureMetadata, withUpstreamFailurePage } from './upstream-failure';

vi.mock('next-intl/server', () => ({
  getTranslations:
    async ({ namespace }: { namespace: string }) =>
    (key: string) =>
      `${namespace}.${key}`,
  setRequestLocale: () => {},
}));

const failure = () => new UpstreamError('No response received from server', { api: 'content', path: '/news/' });
/** What Next's notFound() throws. */
const NOT_FOUND = Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
const params = Promise.resolve({ locale: 'tm' });
const address = vi.fn(async () => ({ locale: 'tm' as const, href: '/news?page=3' }));

/** A page or a metadata function that throws `error`. */
const failingWith = (error: unknown) => async (): Promise<never> => {
  throw error;
};

describe('withUpstreamFailurePage', () => {
  it('answers an upstream failure with the failure thrown again behind the message of this page', async () => {
    const error = failure();
    const node = await withUpstreamFailurePage(failingWith(error), address)({ params });
    expect(isValidElement(node)).toBe(true);
    const { type, props } = node as ReactElement<{ error: unknown; fallback: ReactElement<object> }>;
    expect(type).toBe(RenderFailure);
    // The same error, so that the render fails and nothing keeps the page.
    expect(props.error).toBe(error);
    expect(props.fallback.props).toEqual({ locale: 'tm', href: '/news?page=3' });
  });

  it('leaves any other outcome to Next: a page, a not-found, a failure of the site itself', async () => {
    const page = <p>page</p>;
    expect(await withUpstreamFailurePage(async () => page, address)({ params })).toBe(page);
    await expect(withUpstreamFailurePage(failingWith(NOT_FOUND), address)({ params })).rejects.toBe(NOT_FOUND);
    const bug = new TypeError('undefined is not a function');
    await expect(withUpstreamFailurePage(failingWith(bug), address)({ params })).rejects.toBe(bug);
    expect(address).not.toHaveBeenCalled();
  });
});

describe('RenderFailure', () => {
  it('leaves its fallback in the HTML and reports the error to the renderer', async () => {
    const error = failure();
    const reported: unknown[] = [];
    const stream = await renderToReadableStream(<RenderFailure error={error} fallback={<p>the message</p>} />, {
      onError: (thrown) => void reported.push(thrown),
    });
    await stream.allReady;
    expect(await new Response(stream).text()).toContain('<p>the message</p>');
    expect(reported).toEqual([error]);
  });
});

describe('withUpstreamFailureMetadata', () => {
  it('titles a page whose data failed with the message, not to be indexed', async () => {
    const metadata = await withUpstreamFailureMetadata(failingWith(failure()))({ params });
    expect(metadata).toEqual({ title: 'Errors.unexpected', robots: { index: false } });
  });

  it('lets a not-found through, for the not-found metadata', async () => {
    await expect(withUpstreamFailureMetadata(failingWith(NOT_FOUND))({ params })).rejects.toBe(NOT_FOUND);
  });
});
