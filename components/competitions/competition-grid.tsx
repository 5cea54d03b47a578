import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { Competition } from '@/lib/upstream';
import { CompetitionCard } from './competition-card';
import styles from './competition-grid.module.scss';

export async function CompetitionGrid({ items, locale }: { items: Competition[]; locale: Locale }) {
  if (items.length === 0) {
    const t = await getTranslations('Common');
    return <p>{t('noItems')}</p>;
  }
  return (
    <ul className={styles.grid}>
      {items.map((competition) => (
        <li key={competition.id}>
          <CompetitionCard competition={competition} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
