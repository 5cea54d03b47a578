import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { News } from '@/lib/upstream';
import { NewsCard } from './news-card';
import styles from './news-grid.module.scss';

export async function NewsGrid({ items, locale, headingLevel }: { items: News[]; locale: Locale; headingLevel?: 2 | 3 }) {
  if (items.length === 0) {
    const t = await getTranslations('Common');
    return <p>{t('noItems')}</p>;
  }
  return (
    <ul className={styles.grid}>
      {items.map((news) => (
        <li key={news.id}>
          <NewsCard news={news} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
