import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { getTranslations } from 'next-intl/server';
import { AdvertisementMeta } from '@/components/advertisements/advertisement-meta';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { DetailArticle } from '@/components/page/detail-article';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { pageLocale } from '@/lib/i18n/page-locale';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getAdvertisement } from '@/lib/upstream';

export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = PageProps<'/[locale]/advertisement-details/[id]'>;

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, item } = await loadItem((await params).id, (id) => getAdvertisement(locale, id));
  return detailPageMetadata(locale, routes.advertisementDetails(id), { title: item.title, html: item.descriptionHtml, image: item.image });
});

export default withNotFoundPage(async function AdvertisementDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { item: advertisement } = await loadItem((await params).id, (id) => getAdvertisement(locale, id));
  const t = await getTranslations('Advertisements');

  return (
    <>
      <PageBanner
        title={advertisement.title}
        trail={[{ label: t('title'), href: routes.advertisements() }]}
      />
      <div className={layout.container}>
        <DetailArticle
          image={advertisement.image}
          facts={<AdvertisementMeta advertisement={advertisement} locale={locale} withTime />}
          html={advertisement.descriptionHtml}
          withSidebar={false}
        />
      </div>
    </>
  );
});
