import { Link } from '@/lib/i18n/navigation';
import { Card } from './card';
import styles from './link-card.module.scss';

export interface LinkCardProps {
  href: string;
  title: string;
  /** Contained in the cards' 3:2 box, whatever its own shape. */
  image: string;
  sizes: string;
  headingLevel?: 2 | 3;
  /** Already formatted for the page's language. */
  date?: { iso: string; text: string };
  description?: string | null;
  priority?: boolean;
}

/** A card leading to a detail page (news, articles, albums), with a hover overlay on its picture. */
export function LinkCard({ href, title, image, sizes, headingLevel = 3, date, description, priority }: LinkCardProps) {
  return (
    <Card
      picture={{
        src: image,
        sizes,
        priority,
        fit: 'contain',
        overlay: (
          // A second way in for pointer users; the title link is the one announced.
          <Link href={href} className={styles.overlay} tabIndex={-1} aria-hidden="true">
            <span className={styles.arrow}>→</span>
          </Link>
        ),
      }}
      title={title}
      href={href}
      headingLevel={headingLevel}
      compact
      className={styles.linkCard}
      above={
        date && (
          <time className={styles.date} dateTime={date.iso}>
            {date.text}
          </time>
        )
      }
    >
      {description && <p className={styles.description}>{description}</p>}
    </Card>
  );
}
