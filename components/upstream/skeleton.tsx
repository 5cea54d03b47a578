import { getTranslations } from 'next-intl/server';
import styles from './skeleton.module.scss';

/**
 * Holds the place of a part that is still streaming in, at its expected height, or in the
 * shape it will have (`aspectRatio`, for a picture as wide as its column).
 */
export async function Skeleton({ minHeight, aspectRatio }: { minHeight?: string; aspectRatio?: string }) {
  const t = await getTranslations('Common');
  return (
    <div className={styles.skeleton} style={{ minHeight, aspectRatio }} aria-busy="true">
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
