import { getTranslations } from 'next-intl/server';
import { formatCardDate } from '@/lib/dates';
import { Link, localizedHref } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { pageCount } from '@/lib/pager';
import { MAX_QUERY_LENGTH } from '@/lib/params';
import { pagedHref, routes } from '@/lib/routes';
import { searchIndexForResults } from '@/lib/search/site-search';
import { markTerms, snippet } from '@/lib/search/snippet';
import { Pager } from '@/components/pager/pager';
import { MarkedText } from './marked-text';
import styles from './search-results.module.scss';

const RESULTS_PER_PAGE = 10;

/**
 * One page of the results of `query`, best first, each with its kind, date and a passage with
 * the matched words marked. A page that is not one of the results' (`page` null when it is not
 * a number) says so and leads to the first; while this instance has made no index yet (just
 * started, or the upstream failing since it started), a short message at once instead.
 */
export async function SearchResults({ locale, query, page }: { locale: Locale; query: string; page: number | null }) {
  const t = await getTranslations('Search');
  const index = await searchIndexForResults(locale);
  if (!index) return <p className={styles.message}>{t('unavailable')}</p>;
  const found = index.search(query);
  const last = pageCount(found.count, RESULTS_PER_PAGE);
  if (page === null || page > last) {
    return (
      <p className={styles.message}>
        {t('noSuchPage')} <Link href={pagedHref(routes.search(), 1, { q: query })}>{t('firstPage')}</Link>
      </p>
    );
  }
  const shown = found.hits((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE);
  return (
    <section aria-labelledby="search-count" className={styles.results}>
      <h2 id="search-count" className={styles.count}>
        {t('count', { count: found.count, query })}
      </h2>
      {/* The box takes no more; a longer query, typed into the address, was cut (lib/params.ts). */}
      {query.length >= MAX_QUERY_LENGTH && <p>{t('cut', { length: MAX_QUERY_LENGTH })}</p>}
      {found.count === 0 ? (
        <p>{t('noResultsHint')}</p>
      ) : (
        <ol className={styles.list} start={(page - 1) * RESULTS_PER_PAGE + 1}>
          {shown.map(({ document, terms }) => {
            const matched = new Set(terms);
            return (
              <li key={document.id} className={styles.result}>
                <article>
                  <p className={styles.meta}>
                    <span className={styles.kind}>{t(`kinds.${document.kind}`)}</span>
                    {document.date && (
                      <time dateTime={document.date} className={styles.date}>
                        {formatCardDate(document.date, locale)}
                      </time>
                    )}
                  </p>
                  <h3 className={styles.title}>
                    {/* Followed by the browser, not the client router: the browser then opens a FAQ
                        question the link points into. */}
                    <a href={localizedHref(locale, document.href)} data-reload>
                      <MarkedText segments={markTerms(document.title, matched)} />
                    </a>
                  </h3>
                  {document.text && (
                    <p className={styles.snippet}>
                      <MarkedText segments={snippet(document.text, matched)} />
                    </p>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <Pager pathname={routes.search()} current={page} last={last} query={{ q: query }} />
    </section>
  );
}
