import { Picture } from '@/components/picture/picture';
import { Link } from '@/lib/i18n/navigation';
import { NoItems } from '@/components/page/no-items';
import styles from './tile-grid.module.scss';

export interface Tile {
  key: string | number;
  title: string;
  href: string;
  icon?: string;
}

/** Services and digital services; titles are headings on a page of their own, plain text in a section. */
export function TileGrid({ tiles, headingLevel }: { tiles: Tile[]; headingLevel?: 2 | 3 }) {
  if (tiles.length === 0) return <NoItems />;
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'span';
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Link href={tile.href} className={styles.tile}>
            {tile.icon && <Picture src={tile.icon} alt="" width={48} height={48} className={styles.tileIcon} />}
            <Title className={styles.tileTitle}>{tile.title}</Title>
          </Link>
        </li>
      ))}
    </ul>
  );
}
