import { useLocale } from 'next-intl';
import type { CSSProperties } from 'react';
import { sanitizeUpstreamHtml, type HeadingLevel } from '@/lib/sanitize';
import { siteUrl } from '@/lib/seo/site-url';
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
  const safe = sanitizeUpstreamHtml(html, { locale: useLocale(), topHeadingLevel: headingLevel });
  // On paper a link prints its address after its text; the site's own links are paths, which
  // print after the site's origin (rich-text.module.scss).
  const printed = safe.includes('<a ') ? { '--site-origin': JSON.stringify(siteUrl()) } : undefined;
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      style={printed ? { ...style, ...printed } : style}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
