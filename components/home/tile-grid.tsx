import Image from 'next/image';
import { Link } from '@/lib/i18n/navigation';
import styles from './home.module.scss';

export interface Tile {
  key: string | number;
  title: string;
  href: string;
  icon?: string;
  /** Text under the title, already plain. */
  note?: string;
}

/** A grid of linked tiles: service categories, competitions, lessons, digital services. */
export function TileGrid({ tiles }: { tiles: Tile[] }) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Link href={tile.href} className={styles.tile}>
            {tile.icon && <Image src={tile.icon} alt="" width={48} height={48} className={styles.tileIcon} />}
            <span className={styles.tileTitle}>{tile.title}</span>
            {tile.note && <span className={styles.tileNote}>{tile.note}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
