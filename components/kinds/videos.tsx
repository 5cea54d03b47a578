import type { ListKind } from '@/components/page/paged-list-page';
import { VideoGrid } from '@/components/video/video-card';
import { VIDEOS } from '@/lib/kinds';
import { routes } from '@/lib/routes';
import { videoList as videoListData } from '@/lib/seo/structured-data';
import { getVideoList, type Video } from '@/lib/upstream';
import { sitePictureUrl } from '@/lib/seo/site-pictures';

export const videoList: ListKind<Video> = {
  namespace: VIDEOS.namespace,
  pathname: routes.videos(),
  list: getVideoList,
  pageSize: VIDEOS.pageSize,
  grid: VideoGrid,
  structuredData: (videos) =>
    videoListData(
      videos.map((video) => ({ name: video.title, contentUrl: video.src, thumbnailUrl: sitePictureUrl(video.poster) })),
    ),
};
