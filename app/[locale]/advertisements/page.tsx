import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdvertisementList } from '@/components/advertisements/advertisement-list';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadListPage } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { PagedList } from '@/components/page/paged-list';
import { pageLocale } from '@/lib/i18n/page-locale';
import { listPageMetadata } from '@/lib/seo/metadata';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getAdvertisementList } from '@/lib/upstream';

type Props = PageProps<'/[locale]/advertisements'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listPageMetadata(await pageLocale(params), 'Advertisements', routes.advertisements(), (await searchParams).page);
}

export default async function AdvertisementsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, list] = await Promise.all([
    getTranslations('Advertisements'),
    loadListPage((await searchParams).page, PAGE_SIZE.default, (limit, offset) =>
      getAdvertisementList(locale, limit, offset),
    ),
  ]);
  return (
    <>
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        <PagedList
          locale={locale}
          pathname={routes.advertisements()}
          {...list}
          render={(items) => <AdvertisementList items={items} locale={locale} leadsPage />}
        />
      </div>
    </>
  );
}
