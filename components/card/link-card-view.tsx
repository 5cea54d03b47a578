'use client';

import { Card } from './card';
import styles from './link-card.module.scss';

/**
 * A link card as drawn, from the least a card of its kind needs: the frame's settings, alike on
 * every link card, are here once and not in the page's payload with each card. Its date comes
 * already written in the page's language (LinkCard), so that it hydrates as the server drew it.
 */
export function LinkCardView({
  title,
  href,
  thumbnail,
  headingLevel,
  priority,
  date,
  description,
}: {
  title: string;
  href: string;
  /** Contained in the cards' 3:2 box, whatever its own shape. */
  thumbnail: string;
  headingLevel: 2 | 3;
  priority?: true;
  date?: { iso: string; text: string };
  description?: string;
}) {
  return (
    <Card
      picture={{
        src: thumbnail,
        priority,
        fit: 'contain',
        // Only drawn, by CSS: the title link covers the whole card (link-card.module.scss), so
        // one link per card is enough for pointer and keyboard alike.
        frameClassName: styles.overlaid,
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
