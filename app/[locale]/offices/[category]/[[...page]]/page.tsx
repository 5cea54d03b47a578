import { OFFICES } from '@/components/places/place-kinds';
import { placesListRoute } from '@/components/places/places-list-page';

export { generateStaticParams } from '@/lib/pages/on-demand';

const { generateMetadata, PlacesListPage } = placesListRoute(OFFICES);

export { generateMetadata };
export default PlacesListPage;
