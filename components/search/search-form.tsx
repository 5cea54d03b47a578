import { getLocale, getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { localizedHref } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { MAX_QUERY_LENGTH } from '@/lib/search/search-index';
import styles from './search-form.module.scss';

/**
 * The site search's box: a plain GET form to `/{locale}/search?q=…`, which works without
 * script. `compact` in the header and the menu panel, with its label read but not shown.
 */
export async function SearchForm({ query = '', compact = false }: { query?: string; compact?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('Search'), getLocale()]);
  return (
    <SearchFormFields
      action={localizedHref(locale, routes.search())}
      query={query}
      compact={compact}
      label={t('label')}
      submit={t('submit')}
    />
  );
}

function SearchFormFields({
  action,
  query,
  compact,
  label,
  submit,
}: {
  action: string;
  query: string;
  compact: boolean;
  label: string;
  submit: string;
}) {
  const inputId = useId();
  return (
    <form
      action={action}
      method="get"
      role="search"
      className={compact ? `${styles.form} ${styles.compact}` : styles.form}
    >
      <label htmlFor={inputId} className={compact ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.fields}>
        <input
          id={inputId}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          required
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          {submit}
        </button>
      </div>
    </form>
  );
}
