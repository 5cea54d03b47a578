import type { Metadata } from 'next';
import { withNotFoundMetadata, withNotFoundPage } from '@/components/not-found/not-found-page';
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

type Props = PageProps<'/[locale]/videos/[[...page]]'>;

export { generateStaticParams } from '@/lib/cache/on-demand';

/** The page's part of the list; a page past the end is a 404, for the metadata too. */
async function loadPage(params: Props['params']) {
  const locale = await pageLocale(params);
  return { locale, list: await loadListPage((await params).page, PAGE_SIZE.default, (limit, offset) => getVideoList(locale, limit, offset)) };
}

export const generateMetadata = withNotFoundMetadata(async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, list } = await loadPage(params);
  return listPageMetadata(locale, 'Videos', routes.videos(), list.page);
});

export default withNotFoundPage(async function VideosPage({ params }: Props) {
  const { list } = await loadPage(params);
  const t = await getTranslations('Videos');
  return (
    <>
      {list.data.items.length > 0 && (
        <JsonLd
          data={videoList(
            list.data.items.map((video) => ({ name: video.title, contentUrl: video.src, thumbnailUrl: video.poster })),
          )}
        />
      )}
      <PageBanner title={t('title')} />
      <div className={layout.container}>
        <PagedList
          pathname={routes.videos()}
          {...list}
          render={(videos) => <VideoGrid videos={videos} leadsPage />}
        />
      </div>
    </>
  );
});
