import { sanitizeUpstreamHtml } from '@/lib/sanitize';
import styles from './rich-text.module.scss';

/** The only component that renders upstream HTML, and only after sanitising it. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      dangerouslySetInnerHTML={{ __html: sanitizeUpstreamHtml(html) }}
    />
  );
}
