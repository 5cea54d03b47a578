import type { CSSProperties } from 'react';
import type { HeadingLevel } from '@/lib/sanitize';
import { RichText } from '@/components/rich-text/rich-text';
import styles from './clamped-text.module.scss';

/** Upstream HTML cut to `lines`; its headings start one below the card's title (an `<h2>` on a list). */
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
      // A custom property, so the count has one source.
      style={{ '--clamp-lines': lines } as CSSProperties}
    />
  );
}
