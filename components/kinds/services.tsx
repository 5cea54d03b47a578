import type { DetailKind } from '@/components/page/detail-page';
import { ServiceDetail } from '@/components/services/service-detail';
import { otherItemsSidebar } from '@/components/sidebar/other-items-sidebar';
import { SERVICES } from '@/lib/kinds';
import { routes } from '@/lib/routes';
import { getService, getServiceList, type Service } from '@/lib/upstream';

export const serviceDetail: DetailKind<Service> = {
  namespace: SERVICES.namespace,
  list: routes.services(),
  href: routes.serviceDetails,
  get: getService,
  summary: (service) => ({
    title: service.title,
    html: service.descriptionHtml,
    image: service.thumbnail ?? service.icon,
  }),
  main: (service) => <ServiceDetail service={service} />,
  sidebar: otherItemsSidebar({
    heading: 'Services.otherServices',
    headingId: 'other-services',
    count: SERVICES.sidebarSize,
    load: (locale) => getServiceList(locale, SERVICES.sidebarRequested, 0),
    href: routes.serviceDetails,
    details: (service) => ({ image: service.icon, imageSize: 'icon' }),
  }),
};
