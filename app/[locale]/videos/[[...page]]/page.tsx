import { pagedListPage } from '@/components/page/paged-list-page';
import { JsonLd } from '@/components/seo/json-ld';
import { VideoGrid } from '@/components/video/video-grid';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { videoList } from '@/lib/seo/structured-data';
import { getVideoList } from '@/lib/upstream';

export { generateStaticParams } from '@/lib/cache/on-demand';

const { generateMetadata, ListPage } = pagedListPage({
  namespace: 'Videos',
  pathname: routes.videos(),
  pageSize: PAGE_SIZE.default,
  list: getVideoList,
  render: (videos) => <VideoGrid videos={videos} leadsPage />,
  structuredData: (videos) => (
    <JsonLd data={videoList(videos.map((video) => ({ name: video.title, contentUrl: video.src, thumbnailUrl: video.poster })))} />
  ),
});

export { generateMetadata };
export default ListPage;
