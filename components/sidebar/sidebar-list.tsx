'use client';

import { Picture } from '@/components/picture/picture';
import { Link } from '@/lib/i18n/navigation';
import styles from './sidebar-list.module.scss';

export interface SidebarItem {
  key: string | number;
  /** Where the entry leads; none for something not open yet, which says so in `notYet`. */
  href?: string;
  /** For an entry without a link: why (`soon`), already in the page's language. */
  notYet?: string;
  title: string;
  image?: string | null;
  /** A photo is cropped to 3:2; an icon is shown whole, square. */
  imageSize?: 'photo' | 'icon';
  /** Already formatted for the page's language. */
  date?: { iso: string; text: string };
}

/**
 * The compact list of other items beside a detail page (never empty: its caller says when there
 * are none): small picture, title, date. A client component with no state, given the items' data
 * (their dates already written in the page's language), so that the page's payload carries that
 * and not every element and picture address of the list (architecture.md, "What a page's
 * payload carries").
 */
export function SidebarList({ items }: { items: SidebarItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          {item.image &&
            (item.imageSize === 'icon' ? (
              <Picture src={item.image} alt="" width={48} height={48} className={styles.icon} />
            ) : (
              <Picture src={item.image} alt="" width={96} height={64} className={styles.image} />
            ))}
          <div className={styles.text}>
            {item.href ? (
              <Link href={item.href} className={styles.link}>
                {item.title}
              </Link>
            ) : (
              <span className={styles.title}>{item.title}</span>
            )}
            {item.notYet && <span className={styles.notYet}>{item.notYet}</span>}
            {item.date && (
              <time dateTime={item.date.iso} className={styles.date}>
                {item.date.text}
              </time>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
