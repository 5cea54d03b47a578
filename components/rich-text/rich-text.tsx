import { useLocale } from 'next-intl';
import type { CSSProperties } from 'react';
import { sanitizeUpstreamHtml, type HeadingLevel } from '@/lib/sanitize';
import styles from './rich-text.module.scss';

/** The only component that renders upstream HTML, always sanitised; headings start at `headingLevel`. */
export function RichText({
  html,
  headingLevel = 2,
  className,
  style,
}: {
  html: string;
  headingLevel?: HeadingLevel;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      style={style}
      dangerouslySetInnerHTML={{
        __html: sanitizeUpstreamHtml(html, { locale: useLocale(), topHeadingLevel: headingLevel }),
      }}
    />
  );
}
