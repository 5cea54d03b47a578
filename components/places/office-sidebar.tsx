import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { otherItems } from '@/lib/sidebar';
import { getOfficeList } from '@/lib/upstream';
import layout from '../page/page-layout.module.scss';
import { SidebarList } from '../sidebar/sidebar-list';
import { UpstreamSection } from '../upstream/upstream-section';

/** Other offices beside an office's page. */
export async function OfficeSidebar({ locale, currentId, retryHref }: { locale: Locale; currentId: number; retryHref: string }) {
  const t = await getTranslations('Offices');
  return (
    <aside aria-labelledby="other-offices">
      <h2 id="other-offices" className={layout.sidebarHeading}>
        {t('otherOffices')}
      </h2>
      <UpstreamSection
        // One more than shown, so that leaving out the current office still fills the list.
        load={() => getOfficeList(locale, SIDEBAR_SIZE.offices + 1, 0)}
        render={(page) => (
          <SidebarList
            items={otherItems(page.items, currentId, SIDEBAR_SIZE.offices).map((office) => ({
              key: office.id,
              href: routes.officeDetails(office.id),
              title: office.title,
              image: office.thumbnail,
            }))}
          />
        )}
        retryHref={retryHref}
      />
    </aside>
  );
}
