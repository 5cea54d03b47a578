import type { CSSProperties } from 'react';
import type { HeadingLevel } from '@/lib/sanitize';
import { RichText } from '../rich-text/rich-text';
import styles from './clamped-text.module.scss';

/**
 * Upstream HTML on a card, cut to a number of lines; its headings start at `headingLevel`, one
 * below the card's title (an `<h2>` on a list, so 3 unless said otherwise).
 */
export function ClampedText({
  html,
  lines,
  headingLevel = 3,
  className,
}: {
  html: string;
  lines: number;
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  return (
    <RichText
      html={html}
      headingLevel={headingLevel}
      className={className ? `${styles.clamped} ${className}` : styles.clamped}
      // The count is handed to the style sheet as a custom property, so that it has one source.
      style={{ '--clamp-lines': lines } as CSSProperties}
    />
  );
}
