import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { IMAGE_SIZE } from '@/lib/limits';
import type { Video } from '@/lib/upstream';
import { Card } from '../card/card';
import styles from './video-card.module.scss';
import { VideoPlayer } from './video-player';

/** A video's poster with a play button over it, and its title. */
export async function VideoCard({ video }: { video: Video }) {
  const t = await getTranslations('Videos');
  return (
    <Card
      ratio={IMAGE_SIZE.videoPoster}
      headingLevel={2}
      heading={video.title}
      media={
        <>
          <Image
            src={video.poster}
            alt=""
            width={IMAGE_SIZE.videoPoster.width}
            height={IMAGE_SIZE.videoPoster.height}
            sizes="(min-width: 1200px) 380px, (min-width: 992px) 33vw, (min-width: 640px) 50vw, 100vw"
            className={styles.poster}
          />
          <VideoPlayer
            src={video.src}
            poster={video.poster}
            title={video.title}
            playLabel={t('play', { title: video.title })}
            closeLabel={t('close')}
          />
        </>
      }
    />
  );
}
