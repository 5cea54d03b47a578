import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { loadOtherOffices, OfficeSidebar } from '@/components/places/office-sidebar';
import { PlaceDetail } from '@/components/places/place-detail';
import { pageLocale } from '@/lib/i18n/page-locale';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getOffice } from '@/lib/upstream';
import { preload } from '@/components/upstream/preload';

export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = PageProps<'/[locale]/office-details/[id]'>;

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, item } = await loadItem((await params).id, (id) => getOffice(locale, id));
  return detailPageMetadata(locale, routes.officeDetails(id), { title: item.title, html: item.descriptionHtml, image: item.thumbnail });
});

export default withNotFoundPage(async function OfficeDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Asked for now, beside the item, rather than once the item has come.
  preload(loadOtherOffices(locale));
  const { id, item } = await loadItem((await params).id, (id) => getOffice(locale, id));
  const t = await getTranslations('Offices');
  return (
    <>
      <PageBanner title={item.title} trail={[{ label: t('title'), href: routes.offices() }]} />
      <div className={layout.withSidebar}>
        <PlaceDetail place={item} locale={locale} />
        <OfficeSidebar locale={locale} currentId={id} />
      </div>
    </>
  );
});
