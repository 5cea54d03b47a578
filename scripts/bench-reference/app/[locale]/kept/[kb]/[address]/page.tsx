import { WeightedPage } from '../../../../../weighted';

// One page for each address, made on its first ask and kept in the page cache after: a page of
// results as Next alone would keep every query's, with no frame, no search and no proxy. Asked as
// visitors ask, it is the floor under the site's search (scripts/bench-search-load.ts).
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export default function KeptPage({ params }: { params: Promise<{ kb: string; address: string }> }) {
  return <WeightedPage params={params.then(({ kb }) => ({ kb }))} />;
}
