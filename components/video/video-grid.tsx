import type { Video } from '@/lib/upstream';
import { CardGrid } from '../card/card-grid';
import { VideoCard } from './video-card';

export function VideoGrid({ videos }: { videos: readonly Video[] }) {
  return <CardGrid items={videos} columns="wide" render={(video) => <VideoCard video={video} />} />;
}
