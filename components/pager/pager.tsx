import { getLocale, getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/navigation';
import { turkmenOrdinalHarmony } from '@/lib/i18n/turkmen-ordinal';
import { pagerItems } from '@/lib/pager';
import { pagedHref } from '@/lib/routes';
import styles from './pager.module.scss';

/**
 * Pages of a list as real links (`?page=N`), so that each page can be shared and indexed.
 * Links the browser follows (`data-reload`), not the client router: the next page opens at the
 * top of the document, top bar and all, as a page does (the router would stop at the top of the
 * list, below the header).
 */
export async function Pager({
  pathname,
  current,
  last,
  query,
}: {
  pathname: string;
  current: number;
  last: number;
  /** The rest of the list's query, kept on every page (the search's `q`). */
  query?: Record<string, string>;
}) {
  if (last <= 1) return null;
  const [t, locale] = await Promise.all([getTranslations('Pager'), getLocale()]);
  const href = (page: number) => localizedHref(locale, pagedHref(pathname, page, query));
  return (
    <nav className={styles.pager} aria-label={t('label')}>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <a href={href(current - 1)} data-reload rel="prev" className={styles.link} aria-label={t('previous')}>
              <span aria-hidden="true">‹</span>
            </a>
          </li>
        )}
        {pagerItems(current, last).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={href(item.page)}
                data-reload
                className={item.current ? `${styles.link} ${styles.current}` : styles.link}
                aria-current={item.current ? 'page' : undefined}
                aria-label={t(item.current ? 'currentPage' : 'page', {
                  page: item.page,
                  harmony: turkmenOrdinalHarmony(item.page),
                })}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <a href={href(current + 1)} data-reload rel="next" className={styles.link} aria-label={t('next')}>
              <span aria-hidden="true">›</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
