import { NotFoundPage, notFoundMetadata } from '@/components/not-found/not-found-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>) {
  return notFoundMetadata((await params).locale);
}

/** Any path under a locale that no page claims gets the localised not-found page. */
export default function CatchAll() {
  return <NotFoundPage />;
}
