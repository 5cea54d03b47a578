import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { Advertisement } from '@/lib/upstream';
import { AdvertisementCard } from './advertisement-card';
import styles from './advertisement-list.module.scss';

export async function AdvertisementList({ items, locale }: { items: Advertisement[]; locale: Locale }) {
  if (items.length === 0) {
    const t = await getTranslations('Common');
    return <p>{t('noItems')}</p>;
  }
  return (
    <ul className={styles.list}>
      {items.map((advertisement) => (
        <li key={advertisement.id}>
          <AdvertisementCard advertisement={advertisement} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
