import { WeightedPage } from '../../../../../weighted';

// Kept in the page cache, as the site's lists are.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export default WeightedPage;
