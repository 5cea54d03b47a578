import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pagerItems } from '@/lib/pager';
import { pagedHref } from '@/lib/routes';
import styles from './pager.module.scss';

/** Pages of a list as real links (`?page=N`), so that each page can be shared and indexed. */
export async function Pager({ pathname, current, last }: { pathname: string; current: number; last: number }) {
  if (last <= 1) return null;
  const t = await getTranslations('Pager');
  return (
    <nav className={styles.pager} aria-label={t('label')}>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <Link href={pagedHref(pathname, current - 1)} rel="prev" className={styles.link} aria-label={t('previous')}>
              <span aria-hidden="true">‹</span>
            </Link>
          </li>
        )}
        {pagerItems(current, last).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={pagedHref(pathname, item.page)}
                className={item.current ? `${styles.link} ${styles.current}` : styles.link}
                aria-current={item.current ? 'page' : undefined}
                aria-label={item.current ? t('currentPage', { page: item.page }) : t('page', { page: item.page })}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <Link href={pagedHref(pathname, current + 1)} rel="next" className={styles.link} aria-label={t('next')}>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
