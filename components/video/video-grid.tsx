import type { Video } from '@/lib/upstream';
import { CardGrid, type LeadingGridProps } from '../card/card-grid';
import { VideoCard } from './video-card';

export function VideoGrid({ videos, leadsPage }: LeadingGridProps & { videos: readonly Video[] }) {
  return (
    <CardGrid
      items={videos}
      columns="wide"
      leadsPage={leadsPage}
      render={(video, priority) => <VideoCard video={video} priority={priority} />}
    />
  );
}
