import type { ListKind } from '@/components/page/paged-list-page';
import { VideoGrid } from '@/components/video/video-grid';
import { PAGE_SIZE } from '@/lib/limits';
import { routes } from '@/lib/routes';
import { videoList as videoListData } from '@/lib/seo/structured-data';
import { getVideoList, type Video } from '@/lib/upstream';

export const videoList: ListKind<Video> = {
  namespace: 'Videos',
  pathname: routes.videos(),
  pageSize: PAGE_SIZE.default,
  list: getVideoList,
  render: (videos) => <VideoGrid videos={videos} leadsPage />,
  structuredData: (videos) =>
    videoListData(videos.map((video) => ({ name: video.title, contentUrl: video.src, thumbnailUrl: video.poster }))),
};
