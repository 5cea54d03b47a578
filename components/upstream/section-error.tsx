import { getTranslations } from 'next-intl/server';
import styles from './section-error.module.scss';

/**
 * Said in place of a part of the page whose upstream failed. The retry link reloads the
 * page; a plain link works without JavaScript.
 */
export async function SectionError({ retryHref }: { retryHref: string }) {
  const t = await getTranslations('Errors');
  return (
    <div className={styles.sectionError} role="status">
      <p>{t('sectionFailed')}</p>
      <a href={retryHref} className={styles.retry}>
        {t('retry')}
      </a>
    </div>
  );
}
