import type { ReactNode } from 'react';
import { NoItems } from '../page/no-items';
import styles from './card-grid.module.scss';

/** A list of cards, or `Common.noItems` when there are none. */
export function CardGrid<T extends { id: number }>({
  items,
  render,
  columns = 'normal',
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  /** The least width of a column, by what the cards hold (see the style sheet). */
  columns?: 'narrow' | 'normal' | 'roomy' | 'wide';
}) {
  if (items.length === 0) return <NoItems />;
  return (
    <ul className={`${styles.grid} ${styles[columns]}`}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}
