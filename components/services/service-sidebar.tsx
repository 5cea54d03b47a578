import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getServiceList } from '@/lib/upstream';
import { OtherItemsSidebar } from '../sidebar/other-items-sidebar';

/** What the sidebar shows. */
export const loadOtherServices = (locale: Locale) => getServiceList(locale, SIDEBAR_SIZE.servicesRequested, 0);

/** 'Other services': seven are asked for and five shown, never the current one. */
export async function ServiceSidebar({ locale, currentId }: { locale: Locale; currentId: number }) {
  const t = await getTranslations('Services');
  return (
    <OtherItemsSidebar
      headingId="other-services"
      heading={t('otherServices')}
      load={() => loadOtherServices(locale)}
      currentId={currentId}
      count={SIDEBAR_SIZE.servicesShown}
      detailHref={routes.serviceDetails}
      details={(service) => ({ image: service.icon, imageSize: 'icon' })}
    />
  );
}
