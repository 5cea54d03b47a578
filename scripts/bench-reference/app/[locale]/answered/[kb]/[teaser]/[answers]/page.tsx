import { AnsweredPage } from '../../../../../../answered';

// Kept in the page cache, as the site's pages are; made again by the bench as on an editor's change.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export default AnsweredPage;
