import type { CSSProperties } from 'react';
import { sanitizeUpstreamHtml } from '@/lib/sanitize';
import styles from './rich-text.module.scss';

/** The only component that renders upstream HTML, and only after sanitising it. */
export function RichText({ html, className, style }: { html: string; className?: string; style?: CSSProperties }) {
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      style={style}
      dangerouslySetInnerHTML={{ __html: sanitizeUpstreamHtml(html) }}
    />
  );
}
