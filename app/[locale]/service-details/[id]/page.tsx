import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadItem } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { RichText } from '@/components/rich-text/rich-text';
import { loadOtherServices, ServiceSidebar } from '@/components/services/service-sidebar';
import { SectionError } from '@/components/upstream/section-error';
import { Skeleton } from '@/components/upstream/skeleton';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { detailPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes';
import { getService } from '@/lib/upstream';
import styles from './page.module.scss';
import { preload } from '@/components/upstream/preload';

type Props = PageProps<'/[locale]/service-details/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { id, result } = await loadItem((await params).id, (id) => getService(locale, id));
  const item = result.ok ? result.data : null;
  return detailPageMetadata(locale, routes.serviceDetails(id), 'Services', item && { title: item.title, html: item.descriptionHtml, image: item.thumbnail ?? item.icon });
}

export default async function ServiceDetailsPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Asked for now, beside the item, rather than once the item has come.
  preload(loadOtherServices(locale));
  const { id, result } = await loadItem((await params).id, (id) => getService(locale, id));
  const t = await getTranslations('Services');
  const here = getPathname({ locale, href: routes.serviceDetails(id) });
  const service = result.ok ? result.data : null;
  return (
    <>
      <PageBanner title={service?.title ?? t('title')} trail={[{ label: t('title'), href: routes.services() }]} />
      <div className={layout.withSidebar}>
        {service ? (
          <article className={styles.service}>
            <Image
              src={service.thumbnail ?? service.icon}
              alt=""
              width={service.thumbnail ? 600 : 128}
              height={service.thumbnail ? 400 : 128}
              sizes={service.thumbnail ? '(min-width: 992px) 600px, 100vw' : '128px'}
              loading="eager"
              fetchPriority="high"
              className={service.thumbnail ? styles.thumbnail : styles.icon}
            />
            {service.descriptionHtml && <RichText html={service.descriptionHtml} />}
          </article>
        ) : (
          <SectionError retryHref={here} />
        )}
        <Suspense fallback={<Skeleton minHeight="20rem" />}>
          <ServiceSidebar locale={locale} currentId={id} retryHref={here} />
        </Suspense>
      </div>
    </>
  );
}
