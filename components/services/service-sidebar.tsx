import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { otherItems } from '@/lib/sidebar';
import { getServiceList } from '@/lib/upstream';
import layout from '../page/page-layout.module.scss';
import { SidebarList } from '../sidebar/sidebar-list';
import { UpstreamSection } from '../upstream/upstream-section';

/** 'Other services': seven are asked for and five shown, never the current one. */
export async function ServiceSidebar({ locale, currentId, retryHref }: { locale: Locale; currentId: number; retryHref: string }) {
  const t = await getTranslations('Services');
  return (
    <aside aria-labelledby="other-services">
      <h2 id="other-services" className={layout.sidebarHeading}>
        {t('otherServices')}
      </h2>
      <UpstreamSection
        load={() => getServiceList(locale, SIDEBAR_SIZE.servicesRequested, 0)}
        render={(page) => (
          <SidebarList
            items={otherItems(page.items, currentId, SIDEBAR_SIZE.servicesShown).map((service) => ({
              key: service.id,
              href: routes.serviceDetails(service.id),
              title: service.title,
              image: service.icon,
              imageSize: 'icon',
            }))}
          />
        )}
        retryHref={retryHref}
      />
    </aside>
  );
}
