import { WeightedPage } from '../../../../weighted';

// Rendered for every request, as the site's search results are: the reference of that kind.
export const dynamic = 'force-dynamic';

export default WeightedPage;
