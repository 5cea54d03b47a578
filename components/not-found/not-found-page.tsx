import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { routing } from '@/lib/i18n/routing';
import { LocalizedNotFound } from './localized-not-found';

/**
 * A 404 with the page in the HTML: Next 16 sends an empty document for a page's notFound()
 * (vercel/next.js#62228), but inside Suspense the fallback is rendered and the 404 kept.
 */
export function NotFoundPage() {
  return (
    <Suspense fallback={<LocalizedNotFound />}>
      <Missing />
    </Suspense>
  );
}

function Missing(): never {
  notFound();
}

function isNotFound(error: unknown): boolean {
  return isHTTPAccessFallbackError(error) && getAccessFallbackHTTPStatus(error) === 404;
}

/** A page whose loaders call notFound() for what does not exist, answered with NotFoundPage. */
export function withNotFoundPage<P>(page: (props: P) => Promise<ReactNode>) {
  return async function PageOrNotFound(props: P): Promise<ReactNode> {
    try {
      return await page(props);
    } catch (error) {
      if (isNotFound(error)) return <NotFoundPage />;
      throw error;
    }
  };
}

/** The metadata of such a page: the not-found title where the page is not found. */
export function withNotFoundMetadata<P extends { params: Promise<{ locale: string }> }>(
  generate: (props: P) => Promise<Metadata>,
) {
  return async function metadataOrNotFound(props: P): Promise<Metadata> {
    try {
      return await generate(props);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return notFoundMetadata((await props.params).locale);
    }
  };
}

/**
 * The title of a 404, for both places Next reads it from: the page's metadata on a first render,
 * app/[locale]/not-found.tsx's when a cached 404 is regenerated.
 */
export async function notFoundMetadata(locale: string): Promise<Metadata> {
  // An unknown language's 404 is app/not-found.tsx, which has a <title> of its own.
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('metaTitle') };
}
