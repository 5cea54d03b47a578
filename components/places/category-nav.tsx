import { Link } from '@/lib/i18n/navigation';
import type { Category } from '@/lib/upstream';
import styles from './category-nav.module.scss';

/** The education categories as links; the one on screen is marked as the current page. */
export function CategoryNav({
  label,
  allLabel,
  categories,
  currentId,
  href,
}: {
  label: string;
  allLabel: string;
  categories: Category[];
  currentId: number | undefined;
  href: (categoryId?: number) => string;
}) {
  const entries = [{ id: undefined, title: allLabel }, ...categories];
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {entries.map((category) => (
          <li key={category.id ?? 'all'}>
            <Link
              href={href(category.id)}
              className={styles.link}
              aria-current={category.id === currentId ? 'page' : undefined}
            >
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
