import type { Metadata } from 'next';
import { LocalizedNotFound } from '@/components/not-found/localized-not-found';
import { notFoundMetadata } from '@/components/not-found/not-found-page';

/**
 * Next renders a path whose cached answer is a 404 with the metadata of the nearest not-found
 * boundary instead of the page's, so a regenerated 404 takes its title from here.
 */
export async function generateMetadata({ params }: Pick<LayoutProps<'/[locale]'>, 'params'>): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
}

export default function LocaleNotFound() {
  return <LocalizedNotFound />;
}
