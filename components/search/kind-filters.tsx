import { getTranslations } from 'next-intl/server';
import type { MessageKey } from '@/lib/i18n/messages';
import { Link } from '@/lib/i18n/navigation';
import { KINDS } from '@/lib/kinds';
import { searchHref } from '@/lib/routes';
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/search-document';
import type { KindCount } from '@/lib/search/search-index';
import styles from './kind-filters.module.scss';

/** Each kind's name as a list of it: the menu's (lib/kinds), and the site's own pages. */
const KIND_NAMES = Object.fromEntries([
  ...KINDS.map((kind) => [kind.searchKind, kind.label]),
  ['page', 'Search.pages'],
]) as Record<SearchKind, MessageKey>;

/**
 * The results of every kind, then of each kind found, with how many: plain links to the same
 * query's first page, the current one marked. The current kind is listed also when the query
 * found none of it, so that the reader sees where they are. Nothing when the query found nothing.
 */
export async function KindFilters({
  query,
  current,
  total,
  kinds,
}: {
  query: string;
  current: SearchKind | null;
  total: number;
  kinds: readonly KindCount[];
}) {
  if (total === 0) return null;
  const t = await getTranslations();
  const shown =
    current === null || kinds.some(({ kind }) => kind === current)
      ? kinds
      : [...kinds, { kind: current, count: 0 }].sort(
          (a, b) => SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind),
        );
  const links: { kind: SearchKind | null; name: string; count: number }[] = [
    { kind: null, name: t('Search.allKinds'), count: total },
    ...shown.map(({ kind, count }) => ({ kind, name: t(KIND_NAMES[kind]), count })),
  ];
  return (
    <nav aria-label={t('Search.kindFilters')} className={styles.filters}>
      <ul className={styles.list}>
        {links.map(({ kind, name, count }) => (
          <li key={kind ?? 'all'}>
            <Link
              href={searchHref(query, kind)}
              data-reload
              className={kind === current ? `${styles.link} ${styles.current}` : styles.link}
              aria-current={kind === current ? 'true' : undefined}
            >
              {t('Search.kindFilter', { name, count })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
