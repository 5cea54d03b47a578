import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import styles from './card-grid.module.scss';

/** A list of cards, or `Common.noItems` when there are none. */
export async function CardGrid<T extends { id: number }>({
  items,
  render,
  wide = false,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  wide?: boolean;
}) {
  if (items.length === 0) {
    const t = await getTranslations('Common');
    return <p>{t('noItems')}</p>;
  }
  return (
    <ul className={wide ? `${styles.grid} ${styles.wide}` : styles.grid}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}
