import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
import { Picture } from '@/components/picture/picture';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { RichText } from '@/components/rich-text/rich-text';
import { loadOtherServices, ServiceSidebar } from '@/components/services/service-sidebar';
import { pageLocale } from '@/lib/i18n/page-locale';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getService } from '@/lib/upstream';
import styles from './page.module.scss';
import { preload } from '@/components/upstream/preload';

export { generateStaticParams } from '@/lib/cache/on-demand';

type Props = PageProps<'/[locale]/service-details/[id]'>;

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, item } = await loadItem((await params).id, (id) => getService(locale, id));
  return detailPageMetadata(locale, routes.serviceDetails(id), { title: item.title, html: item.descriptionHtml, image: item.thumbnail ?? item.icon });
});

export default withNotFoundPage(async function ServiceDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Asked for now, beside the item, rather than once the item has come.
  preload(loadOtherServices(locale));
  const { id, item: service } = await loadItem((await params).id, (id) => getService(locale, id));
  const t = await getTranslations('Services');
  return (
    <>
      <PageBanner title={service.title} trail={[{ label: t('title'), href: routes.services() }]} />
      <div className={layout.withSidebar}>
        <article className={styles.service}>
          <Picture
            src={service.thumbnail ?? service.icon}
            alt=""
            width={service.thumbnail ? 600 : 128}
            height={service.thumbnail ? 400 : 128}
            sizes={service.thumbnail ? '(min-width: 992px) 600px, 100vw' : undefined}
            loading="eager"
            fetchPriority="high"
            className={service.thumbnail ? styles.thumbnail : styles.icon}
          />
          {service.descriptionHtml && <RichText html={service.descriptionHtml} />}
        </article>
        <ServiceSidebar locale={locale} currentId={id} />
      </div>
    </>
  );
});
