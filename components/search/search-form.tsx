import { useLocale, useTranslations } from 'next-intl';
import { localizedHref } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { MAX_QUERY_LENGTH } from '@/lib/params';
import styles from './search-form.module.scss';

/**
 * The site search's box: a plain GET form to `/{locale}/search?q=…`, which works without
 * script. `compact` in the header and the menu panel: its label in small type above the box, its
 * button's word read but not shown. The label wraps the box rather than naming its id: the header's box and the page's
 * are rendered apart on a client navigation, where generated ids may meet.
 */
export function SearchForm({ query = '', compact = false }: { query?: string; compact?: boolean }) {
  const t = useTranslations('Search');
  const locale = useLocale();
  return (
    <form
      action={localizedHref(locale, routes.search())}
      method="get"
      role="search"
      // The header's form and the search page's own are two landmarks: each its name.
      aria-label={compact ? t('label') : t('title')}
      className={compact ? `${styles.form} ${styles.compact}` : styles.form}
    >
      <label className={styles.field}>
        <span className={styles.label}>{t('label')}</span>
        <input
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          required
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
        />
      </label>
      <button type="submit" className={styles.submit}>
        {/* In the header, a magnifier of a fixed size: a word there, painted before all its
            letters had arrived, moved the button as they came. */}
        {compact ? <span className="visually-hidden">{t('submit')}</span> : t('submit')}
      </button>
    </form>
  );
}
