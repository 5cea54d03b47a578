import { Picture } from '@/components/picture/picture';
import type { ReactNode } from 'react';
import { IMAGE_SIZE } from '@/lib/limits';
import { RichText } from '@/components/rich-text/rich-text';
import styles from './detail-article.module.scss';

/** The `sizes` of the picture: the main column beside a sidebar, or two thirds of the page alone. */
const SIZES = {
  withSidebar: '(min-width: 1200px) 760px, (min-width: 992px) 64vw, 100vw',
  alone: '(min-width: 992px) 760px, 100vw',
};

/** A detail page's body; its picture, the largest thing on screen, loads first. The h1 is the banner's. */
export function DetailArticle({
  image,
  facts,
  html,
  withSidebar = true,
  children,
}: {
  image?: string | null;
  facts: ReactNode;
  html: string;
  /** Without a sidebar the article keeps the width it has beside one. */
  withSidebar?: boolean;
  children?: ReactNode;
}) {
  return (
    <article className={withSidebar ? styles.article : styles.alone}>
      {image && (
        <Picture
          src={image}
          alt=""
          width={IMAGE_SIZE.detail.width}
          height={IMAGE_SIZE.detail.height}
          sizes={withSidebar ? SIZES.withSidebar : SIZES.alone}
          loading="eager"
          fetchPriority="high"
          className={styles.image}
        />
      )}
      <div className={styles.facts}>{facts}</div>
      <RichText html={html} />
      {children}
    </article>
  );
}
