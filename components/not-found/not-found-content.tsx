import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import styles from './not-found-content.module.scss';

export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <div className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <a href={getPathname({ locale, href: routes.home() })} className={styles.button}>
        {t('backHome')}
      </a>
    </div>
  );
}
