import { getTranslations } from 'next-intl/server';
import { formatCardDate, formatDetailDate } from '@/lib/dates';
import { Link, localizedHref } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { pageCount } from '@/lib/pager';
import { MAX_QUERY_LENGTH } from '@/lib/params';
import { routes, searchHref, searchParameters } from '@/lib/routes';
import type { SearchDocument, SearchKind } from '@/lib/search/search-document';
import { searchIndexForResults } from '@/lib/search/site-search';
import { markTerms, snippet } from '@/lib/search/snippet';
import { Pager } from '@/components/pager/pager';
import { KindFilters } from './kind-filters';
import { MarkedText } from './marked-text';
import styles from './search-results.module.scss';

const RESULTS_PER_PAGE = 10;

/** A result's date as its kind's cards show it: a competition's with its time (SPEC.md section 3). */
const resultDate = ({ kind, date }: SearchDocument, locale: Locale) =>
  kind === 'competition' ? formatDetailDate(date!, locale) : formatCardDate(date!, locale);

/**
 * One page of the results of `query`, of one kind when `kind` is given, best first, each with its
 * kind, date and a passage with the matched words marked; above them, a link to the results of
 * each kind found, with their count, and for a query that found little, a spelling that finds
 * more. A page that is not one of the results' (`page` null when it is not a number) says so and
 * leads to the first; while this instance has made no index yet (just started, or the upstream
 * failing since it started), a short message at once instead.
 */
export async function SearchResults({
  locale,
  query,
  kind,
  page,
}: {
  locale: Locale;
  query: string;
  kind: SearchKind | null;
  page: number | null;
}) {
  const t = await getTranslations('Search');
  const index = await searchIndexForResults(locale);
  if (!index) return <p className={styles.message}>{t('unavailable')}</p>;
  const found = index.search(query, kind);
  const last = pageCount(found.count, RESULTS_PER_PAGE);
  if (page === null || page > last) {
    return (
      <p className={styles.message}>
        {t('noSuchPage')} <Link href={searchHref(query, kind)}>{t('firstPage')}</Link>
      </p>
    );
  }
  const suggestion = index.suggest(query, kind);
  const shown = found.hits((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE);
  return (
    <section aria-labelledby="search-count" className={styles.results}>
      <h2 id="search-count" className={styles.count}>
        {t('count', { count: found.count, query })}
      </h2>
      {/* The box takes no more; a longer query, typed into the address, was cut (lib/params.ts). */}
      {query.length >= MAX_QUERY_LENGTH && <p>{t('cut', { length: MAX_QUERY_LENGTH })}</p>}
      {suggestion !== undefined && (
        <p className={styles.suggestion}>
          {t.rich('didYouMean', {
            suggestion,
            link: (chunks) => (
              <Link href={searchHref(suggestion, kind)} data-reload>
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <KindFilters query={query} current={kind} total={found.total} kinds={found.kinds} />
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
                        {resultDate(document, locale)}
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
      <Pager pathname={routes.search()} current={page} last={last} query={searchParameters(query, kind)} />
    </section>
  );
}
