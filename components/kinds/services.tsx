import type { DetailKind } from '@/components/page/detail-page';
import { ServiceDetail } from '@/components/services/service-detail';
import { loadOtherServices, ServiceSidebar } from '@/components/services/service-sidebar';
import { routes } from '@/lib/routes';
import { getService, type Service } from '@/lib/upstream';

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
  sidebar: {
    load: loadOtherServices,
    render: (_, { locale, id }) => <ServiceSidebar locale={locale} currentId={id} />,
  },
};
