import { WeightedPage } from '../../../../../weighted';

// Rendered for every request, with teasers of a given length: as heavy, before and after
// compression, as a page of the site (scripts/bench-render.ts).
export const dynamic = 'force-dynamic';

export default WeightedPage;
