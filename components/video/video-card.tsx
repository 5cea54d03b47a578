import { getTranslations } from 'next-intl/server';
import { IMAGE_SIZE } from '@/lib/limits';
import type { Video } from '@/lib/upstream';
import { Card } from '@/components/card/card';
import { cardGrid, type CardProps } from '@/components/card/card-grid';
import { VideoPlayer } from './video-player';

/** A video's poster with a play button over it, and its title. */
export async function VideoCard({ item: video, priority, headingLevel }: CardProps<Video>) {
  const [t, share] = await Promise.all([getTranslations('Videos'), getTranslations('Share')]);
  return (
    <Card
      picture={{
        src: video.poster,
        size: IMAGE_SIZE.videoPoster,
        priority,
        overlay: (
          <VideoPlayer
            id={video.id}
            src={video.src}
            poster={video.poster}
            title={video.title}
            playLabel={t('play', { title: video.title })}
            closeLabel={t('close')}
            copyLabels={{ copy: share('copy'), copied: share('copied') }}
          />
        ),
      }}
      title={video.title}
      headingLevel={headingLevel}
    />
  );
}

export const VideoGrid = cardGrid(VideoCard, 'wide');
