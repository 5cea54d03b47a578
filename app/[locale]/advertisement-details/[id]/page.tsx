import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdvertisementMeta } from '@/components/advertisements/advertisement-meta';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { DetailArticle } from '@/components/page/detail-article';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { SectionError } from '@/components/upstream/section-error';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getAdvertisement } from '@/lib/upstream';

type Props = PageProps<'/[locale]/advertisement-details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getAdvertisement(locale, id));
  const item = result.ok ? result.data : null;
  return detailPageMetadata(locale, routes.advertisementDetails(id), 'Advertisements', item && { title: item.title, html: item.descriptionHtml, image: item.image });
}

export default async function AdvertisementDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getAdvertisement(locale, id));
  const t = await getTranslations('Advertisements');
  const advertisement = result.ok ? result.data : null;

  return (
    <>
      <PageBanner
        title={advertisement?.title ?? t('title')}
        trail={[{ label: t('title'), href: routes.advertisements() }]}
      />
      <div className={layout.container}>
        {advertisement ? (
          <DetailArticle
            image={advertisement.image}
            facts={<AdvertisementMeta advertisement={advertisement} locale={locale} withTime />}
            html={advertisement.descriptionHtml}
            withSidebar={false}
          />
        ) : (
          <SectionError retryHref={getPathname({ locale, href: routes.advertisementDetails(id) })} />
        )}
      </div>
    </>
  );
}
