import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { localizedHref } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { isUpstreamFailure } from '@/lib/upstream/errors';
import { FailureMessage, retryClass } from './failure-message';

/*
 * Next 16 sends the document of a render that threw outside any Suspense boundary empty
 * (`<html id="__next_error__">`) and draws error.tsx only in the browser, so without JavaScript a
 * failed page was blank. Thrown inside a Suspense boundary, the error still fails the render (any
 * error of the Server Components does: app-render's prerenderAppPage): Next answers 500 with
 * `private, no-cache, no-store`, never writes it to the page cache and keeps the last good page
 * where there is one (response-cache's handleRevalidate). But the server renders the boundary's
 * fallback in place, inside the layout: the HTML has the header, the footer and the message.
 * With JavaScript, the browser renders the boundary again, meets the error and shows error.tsx.
 */

/** Fails the render with `error`, leaving `fallback` in its place in the HTML. */
export function RenderFailure({ error, fallback }: { error: unknown; fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Rethrow error={error} />
    </Suspense>
  );
}

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/** Where a page is: its language, and its address in that language's space (`/news?page=3`). */
export interface PageAddress {
  locale: Locale;
  href: string;
}

/** A page whose own data failed: the message, a link that asks for the same page again, and the way home. */
async function FailedPageMessage({ locale, href }: PageAddress) {
  const [t, tNotFound] = await Promise.all([
    getTranslations({ locale, namespace: 'Errors' }),
    getTranslations({ locale, namespace: 'NotFound' }),
  ]);
  return (
    <FailureMessage
      texts={{ title: t('unexpected'), text: t('unavailable'), home: tNotFound('backHome') }}
      retry={
        <a href={localizedHref(locale, href)} className={retryClass}>
          {t('retry')}
        </a>
      }
      homeHref={localizedHref(locale, routes.home())}
    />
  );
}

/** A page whose loader may throw an upstream failure, answered with the failure in the HTML. */
export function withUpstreamFailurePage<P>(
  page: (props: P) => Promise<ReactNode>,
  address: (props: P) => Promise<PageAddress>,
) {
  return async function PageOrFailure(props: P): Promise<ReactNode> {
    try {
      return await page(props);
    } catch (error) {
      if (!isUpstreamFailure(error)) throw error;
      return <RenderFailure error={error} fallback={<FailedPageMessage {...await address(props)} />} />;
    }
  };
}

/**
 * The metadata of such a page: the message as its title where its data failed. Thrown, the
 * failure would leave the document empty; the page's render fails anyway, so this is never kept.
 */
export function withUpstreamFailureMetadata<P extends { params: Promise<{ locale: string }> }>(
  generate: (props: P) => Promise<Metadata>,
) {
  return async function metadataOrFailure(props: P): Promise<Metadata> {
    try {
      return await generate(props);
    } catch (error) {
      if (!isUpstreamFailure(error)) throw error;
      const t = await getTranslations({ locale: await pageLocale(props.params), namespace: 'Errors' });
      return { title: t('unexpected'), robots: { index: false } };
    }
  };
}
