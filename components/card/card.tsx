import type { ReactNode } from 'react';
import styles from './card.module.scss';

/**
 * The frame every card of a list shares: a picture box of a fixed shape (so that the grid
 * does not jump while pictures load) over the card's heading, with an optional line above
 * it (a date) and content below it.
 */
export function Card({
  media,
  ratio,
  heading,
  headingLevel,
  above,
  className,
  children,
}: {
  media: ReactNode;
  ratio: { width: number; height: number };
  heading: ReactNode;
  headingLevel: 2 | 3;
  above?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={className ? `${styles.card} ${className}` : styles.card}>
      <div className={styles.media} style={{ aspectRatio: `${ratio.width} / ${ratio.height}` }}>
        {media}
      </div>
      <div className={styles.body}>
        {above}
        <Heading className={styles.title}>{heading}</Heading>
        {children}
      </div>
    </article>
  );
}
