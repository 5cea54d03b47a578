import type { ReactNode } from 'react';
import { NoItems } from '../page/no-items';
import styles from './card-grid.module.scss';

/**
 * The kinds of card grid, by the least width of a column (see the style sheet), each with the
 * `sizes` of the pictures of its cards: how wide a column is drawn.
 */
export const CARD_IMAGE_SIZES = {
  narrow: '(min-width: 992px) 260px, (min-width: 640px) 50vw, 100vw',
  normal: '(min-width: 992px) 300px, (min-width: 640px) 50vw, 100vw',
  roomy: '(min-width: 992px) 380px, (min-width: 640px) 50vw, 100vw',
  wide: '(min-width: 1200px) 380px, (min-width: 992px) 33vw, (min-width: 640px) 50vw, 100vw',
} as const;

/** A list of cards, or `Common.noItems` when there are none. */
export function CardGrid<T extends { id: number }>({
  items,
  render,
  columns = 'normal',
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  columns?: keyof typeof CARD_IMAGE_SIZES;
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
