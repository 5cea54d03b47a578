import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import styles from './home.module.scss';

/** A titled band of the home page, with an optional link to the full list. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { label: string; href: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {more && <Link href={more.href}>{more.label}</Link>}
      </div>
      {children}
    </section>
  );
}
