import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import layout from '@/components/page/page-layout.module.scss';
import { TileGrid } from '@/components/tile-grid/tile-grid';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getServiceList } from '@/lib/upstream';

type Props = PageProps<'/[locale]/services'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Services' });
  return pageMetadata({ locale, href: routes.services(), title: t('title') });
}

/** Every service as a tile; the home page shows the first twelve, this page all of them. */
export default async function ServicesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, services] = await Promise.all([getTranslations('Services'), getServiceList(locale)]);
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        <TileGrid
          headingLevel={2}
          tiles={services.items.map((service) => ({
            key: service.id,
            title: service.title,
            href: routes.serviceDetails(service.id),
            icon: service.icon,
          }))}
        />
      </div>
    </>
  );
}
