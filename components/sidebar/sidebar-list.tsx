import Image from 'next/image';
import { Link } from '@/lib/i18n/navigation';
import { NoItems } from '../page/no-items';
import styles from './sidebar-list.module.scss';

export interface SidebarItem {
  key: string | number;
  href: string;
  title: string;
  image?: string | null;
  /** A photo is cropped to 3:2; an icon is shown whole, square. */
  imageSize?: 'photo' | 'icon';
  /** Already formatted for the page's language. */
  date?: { iso: string; text: string };
}

/** The compact list of other items beside a detail page: small picture, title, date. */
export function SidebarList({ items }: { items: SidebarItem[] }) {
  if (items.length === 0) return <NoItems />;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          {item.image &&
            (item.imageSize === 'icon' ? (
              <Image src={item.image} alt="" width={48} height={48} sizes="48px" className={styles.icon} />
            ) : (
              <Image src={item.image} alt="" width={96} height={64} sizes="96px" className={styles.image} />
            ))}
          <div className={styles.text}>
            <Link href={item.href} className={styles.link}>
              {item.title}
            </Link>
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
