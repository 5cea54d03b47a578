'use client';

import { useTranslations } from 'next-intl';
import styles from './error.module.scss';

/** A page whose main content failed: say so, offer a retry, keep header and footer. */
export default function PageError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('Errors');
  return (
    <div className={styles.pageError} role="alert">
      {/* The page's own metadata failed with it. */}
      <title>{t('unexpected')}</title>
      <h1>{t('unexpected')}</h1>
      <p>{t('unavailable')}</p>
      <button type="button" onClick={() => retry()} className={styles.retry}>
        {t('retry')}
      </button>
    </div>
  );
}
