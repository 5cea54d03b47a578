import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { NoItems } from '@/components/page/no-items';
import styles from './card-grid.module.scss';

/** The grids of the style sheet, by the least width of their columns: 220, 260, 300 and 340px. */
export type GridColumns = 'narrow' | 'normal' | 'roomy' | 'wide';

/** What a grid that may lead its page takes besides its items. */
export interface LeadingGridProps {
  /** The grid leads its page: its first picture is the largest paint above the fold, loaded at once. */
  leadsPage?: boolean;
}

/** A list of cards, or `Common.noItems` when there are none. */
export function CardGrid<T extends { id: number }>({
  items,
  render,
  columns = 'normal',
  leadsPage = false,
}: LeadingGridProps & {
  items: readonly T[];
  /** `priority`: this card's picture is the page's largest above the fold. */
  render: (item: T, priority: boolean) => ReactNode;
  columns?: GridColumns;
}) {
  if (items.length === 0) return <NoItems />;
  return (
    <ul className={`${styles.grid} ${styles[columns]}`}>
      {items.map((item, index) => (
        <li key={item.id}>{render(item, leadsPage && index === 0)}</li>
      ))}
    </ul>
  );
}

/** What a grid gives each of its cards. */
export interface CardProps<T> {
  item: T;
  locale: Locale;
  /** This card's picture is the page's largest above the fold. */
  priority: boolean;
  /** 2 on a list, 3 in a section of the home page. */
  headingLevel: 2 | 3;
}

/** The grid of one kind of card, for its list page and the home page's section. */
export function cardGrid<T extends { id: number }>(Card: ComponentType<CardProps<T>>, columns?: GridColumns) {
  return function KindGrid({
    items,
    locale,
    headingLevel = 2,
    leadsPage,
  }: LeadingGridProps & { items: readonly T[]; locale: Locale; headingLevel?: 2 | 3 }) {
    return (
      <CardGrid
        items={items}
        columns={columns}
        leadsPage={leadsPage}
        render={(item, priority) => (
          <Card item={item} locale={locale} priority={priority} headingLevel={headingLevel} />
        )}
      />
    );
  };
}
