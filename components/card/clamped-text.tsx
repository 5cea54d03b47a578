import type { CSSProperties } from 'react';
import { RichText } from '../rich-text/rich-text';
import styles from './clamped-text.module.scss';

/** Upstream HTML on a card, cut to a number of lines; its headings go below the card's `<h2>`. */
export function ClampedText({ html, lines, className }: { html: string; lines: number; className?: string }) {
  return (
    <RichText
      html={html}
      headingLevel={3}
      className={className ? `${styles.clamped} ${className}` : styles.clamped}
      // The count is handed to the style sheet as a custom property, so that it has one source.
      style={{ '--clamp-lines': lines } as CSSProperties}
    />
  );
}
