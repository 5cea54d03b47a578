import { getTranslations } from 'next-intl/server';
import styles from './skeleton.module.scss';

/** Holds the place of a part that is still streaming in, at its expected height. */
export async function Skeleton({ minHeight }: { minHeight: string }) {
  const t = await getTranslations('Common');
  return (
    <div className={styles.skeleton} style={{ minHeight }} aria-busy="true">
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
