import { singlePage } from '@/components/page/single-page';
import { TileGrid } from '@/components/tile-grid/tile-grid';
import { routes } from '@/lib/routes';
import { getServiceList } from '@/lib/upstream';

/** Every service as a tile; the home page shows the first twelve, this page all of them. */
const { generateMetadata, Page } = singlePage({
  namespace: 'Services',
  href: routes.services(),
  body: async (_, locale) => {
    const services = await getServiceList(locale);
    return (
      <TileGrid
        headingLevel={2}
        tiles={services.items.map((service) => ({
          key: service.id,
          title: service.title,
          href: routes.serviceDetails(service.id),
          icon: service.icon,
        }))}
      />
    );
  },
});

export { generateMetadata };
export default Page;
