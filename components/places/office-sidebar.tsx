import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { SIDEBAR_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getOfficeList } from '@/lib/upstream';
import { OtherItemsSidebar } from '../sidebar/other-items-sidebar';

/** What the sidebar shows: one more than it lists, as the current office is left out. */
export const loadOtherOffices = (locale: Locale) => getOfficeList(locale, SIDEBAR_SIZE.offices + 1, 0);

/** Other offices beside an office's page. */
export async function OfficeSidebar({ locale, currentId }: { locale: Locale; currentId: number }) {
  const [t, tCommon] = await Promise.all([getTranslations('Offices'), getTranslations('Common')]);
  return (
    <OtherItemsSidebar
      headingId="other-offices"
      heading={t('otherOffices')}
      load={() => loadOtherOffices(locale)}
      currentId={currentId}
      count={SIDEBAR_SIZE.offices}
      detailHref={routes.officeDetails}
      // An office not open yet has no link here either, as on the list.
      details={(office) => ({ image: office.thumbnail, notYet: office.isActive ? undefined : tCommon('soon') })}
    />
  );
}
