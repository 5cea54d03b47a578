import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/layout/page-banner/page-banner';
import { loadListPage } from '@/components/page/load';
import layout from '@/components/page/page-layout.module.scss';
import { PagedList } from '@/components/page/paged-list';
import { VideoGrid } from '@/components/video/video-grid';
import { pageLocale } from '@/lib/i18n/page-locale';
import { videoList } from '@/lib/seo/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { listPageMetadata } from '@/lib/seo/metadata';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { getVideoList } from '@/lib/upstream';

type Props = PageProps<'/[locale]/videos'>;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return listPageMetadata(await pageLocale(params), 'Videos', routes.videos(), (await searchParams).page);
}

export default async function VideosPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, list] = await Promise.all([
    getTranslations('Videos'),
    loadListPage((await searchParams).page, PAGE_SIZE.default, (limit, offset) => getVideoList(locale, limit, offset)),
  ]);
  return (
    <>
      {list.result.ok && list.result.data.items.length > 0 && (
        <JsonLd
          data={videoList(
            list.result.data.items.map((video) => ({ name: video.title, contentUrl: video.src, thumbnailUrl: video.poster })),
          )}
        />
      )}
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        <PagedList
          locale={locale}
          pathname={routes.videos()}
          {...list}
          render={(videos) => <VideoGrid videos={videos} leadsPage />}
        />
      </div>
    </>
  );
}
