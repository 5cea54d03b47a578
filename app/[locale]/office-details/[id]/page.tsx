import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { loadOtherOffices, OfficeSidebar } from '@/components/places/office-sidebar';
import { PlaceDetail } from '@/components/places/place-detail';
import { SectionError } from '@/components/upstream/section-error';
import { Skeleton } from '@/components/upstream/skeleton';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getOffice } from '@/lib/upstream';
import { preload } from '@/components/upstream/preload';

type Props = PageProps<'/[locale]/office-details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getOffice(locale, id));
  const item = result.ok ? result.data : null;
  return detailPageMetadata(locale, routes.officeDetails(id), 'Offices', item && { title: item.title, html: item.descriptionHtml, image: item.thumbnail });
}

export default async function OfficeDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Asked for now, beside the item, rather than once the item has come.
  preload(loadOtherOffices(locale));
  const { id, result } = await loadItem((await params).id, (id) => getOffice(locale, id));
  const t = await getTranslations('Offices');
  const here = getPathname({ locale, href: routes.officeDetails(id) });
  return (
    <>
      <PageBanner title={result.ok ? result.data.title : t('title')} trail={[{ label: t('title'), href: routes.offices() }]} />
      <div className={layout.withSidebar}>
        {result.ok ? <PlaceDetail place={result.data} locale={locale} /> : <SectionError retryHref={here} />}
        <Suspense fallback={<Skeleton minHeight="30rem" />}>
          <OfficeSidebar locale={locale} currentId={id} retryHref={here} />
        </Suspense>
      </div>
    </>
  );
}
