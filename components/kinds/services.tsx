import type { DetailKind } from '@/components/page/detail-page';
import { ServiceDetail } from '@/components/services/service-detail';
import { otherItemsSidebar } from '@/components/sidebar/other-items-sidebar';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getService, getServiceList, type Service } from '@/lib/upstream';

export const serviceDetail: DetailKind<Service> = {
  namespace: 'Services',
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
    // As the spec has it: seven are asked for and five shown, never the current one.
    count: SIDEBAR_SIZE.servicesShown,
    load: (locale) => getServiceList(locale, SIDEBAR_SIZE.servicesRequested, 0),
    href: routes.serviceDetails,
    details: (service) => ({ image: service.icon, imageSize: 'icon' }),
  }),
};
